import { CircleCheck, Eye } from 'lucide-react';
import { Button, buttonClass } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useT } from '@web/i18n/use-t';

/**
 * The edit page's Update panel: the card is saved, 'Kad kahwin Digital anda telah
 * berjaya diubah.', and Lihat Kad, a link to the guests' card (a page the server draws, so a
 * plain link).
 */
export function UpdateSuccessDialog({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const t = useT();
  return (
    <SheetDialog title={t('editor.updated.title')} onClose={onClose}>
      <div role="status" className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 h-7 w-7 shrink-0 text-emerald-deep" aria-hidden="true" />
        <p className="text-lg leading-snug text-neutral-800">{t('editor.updated.message')}</p>
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <a
          href={`/kad/${encodeURIComponent(cardId)}`}
          className={buttonClass('primary', 'sm:flex-1')}
        >
          <Eye className="h-4 w-4" aria-hidden="true" /> {t('editor.updated.viewCard')}
        </a>
        <Button tone="secondary" className="sm:flex-1" onClick={onClose}>
          {t('editor.updated.keepEditing')}
        </Button>
      </div>
    </SheetDialog>
  );
}
