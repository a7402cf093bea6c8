import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useT } from '@web/i18n/use-t';

/**
 * The line above the card on the edit page: back to the card home, whether the card on the
 * screen is saved, and how editing works here (nothing is saved until Update).
 */
export function EditNotice({
  cardId,
  unsaved,
  restored,
}: {
  cardId: string;
  unsaved: boolean;
  restored: boolean;
}) {
  const t = useT();
  return (
    <div className="bg-emerald-deep px-4 pt-2 pb-3 font-sans text-sm leading-snug text-white">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={`/dashboard/${encodeURIComponent(cardId)}`}
          className="-ml-1 inline-flex min-h-10 items-center gap-1.5 rounded-full px-1 font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('editor.notice.cardHome')}
        </Link>
        <p
          aria-live="polite"
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            unsaved ? 'bg-amber-300 text-amber-950' : 'bg-white/15 text-white'
          }`}
        >
          {unsaved ? t('editor.notice.unsaved') : t('editor.notice.saved')}
        </p>
      </div>
      <p className="mt-1 text-center text-white/90">
        {restored ? t('editor.notice.restored') : t('editor.notice.howTo')}
      </p>
    </div>
  );
}
