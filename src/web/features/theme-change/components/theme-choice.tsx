import type { ThemeSummary } from '@shared/schemas/theme';
import { useThemeTitle } from '@web/components/theme-gallery/theme-title';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * A gallery theme's buttons on the theme change page: Preview opens the couple's
 * own card in that theme in a new tab; Pilih Ini asks, then changes. The card's current theme says
 * so instead of offering itself.
 */
export function ThemeChoice({
  cardId,
  theme,
  current,
  busy,
  onChoose,
}: {
  cardId: string;
  theme: ThemeSummary;
  current: boolean;
  busy: boolean;
  onChoose: (theme: ThemeSummary) => void;
}) {
  const t = useT();
  const title = useThemeTitle()(theme);
  return (
    <>
      <a
        href={`/kad/${encodeURIComponent(cardId)}/${theme.name}`}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary', '', 'sm')}
        aria-label={t('themeChange.previewOf', { theme: title })}
      >
        {t('themeChange.preview')}
      </a>
      {current ? (
        <p className="inline-flex min-h-10 items-center justify-center rounded-full bg-gold/15 px-2 text-[0.8rem] font-semibold text-emerald-deep sm:text-sm">
          {t('themeChange.current')}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => onChoose(theme)}
          disabled={busy}
          className={buttonClass('primary', 'disabled:opacity-60', 'sm')}
          aria-label={t('themeChange.chooseThis', { theme: title })}
        >
          {t('themeChange.choose.button')}
        </button>
      )}
    </>
  );
}
