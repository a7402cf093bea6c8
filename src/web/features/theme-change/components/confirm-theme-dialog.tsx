import type { ThemeSummary } from '@shared/schemas/theme';
import { Button } from '@web/components/ui/link-button';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useT } from '@web/i18n/use-t';

/**
 * 'Anda pasti nak guna tema ini?' before the theme changes. A sheet rather than
 * the browser's confirm box: on a phone it rises under the thumb, shows the theme being chosen
 * and answers in Malay, where the browser's box names the site's address and says OK / Cancel.
 */
export function ConfirmThemeDialog({
  theme,
  onConfirm,
  onCancel,
}: {
  theme: ThemeSummary;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const title = useThemeTitle()(theme);
  return (
    <SheetDialog title={t('themeChange.confirm.title')} onClose={onCancel}>
      <div className="flex items-center gap-4">
        <img
          src={theme.thumbnailUrl}
          alt={t('gallery.theme.picture', { theme: title })}
          width={360}
          height={640}
          className="aspect-[9/16] w-20 shrink-0 rounded-xl bg-neutral-100 object-cover shadow-sm"
        />
        <div className="min-w-0">
          <p className="font-display text-2xl text-emerald-deep">{title}</p>
          <p className="mt-1 text-sm text-neutral-600">{t('themeChange.confirm.message')}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="sm:flex-1" onClick={onConfirm}>
          {t('themeChange.confirm.yes')}
        </Button>
        <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
          {t('themeChange.confirm.cancel')}
        </Button>
      </div>
    </SheetDialog>
  );
}
