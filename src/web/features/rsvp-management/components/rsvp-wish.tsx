import { Eye, EyeOff } from 'lucide-react';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * The guest's wish (ucapan) and its moderation: hidden wishes leave the public card but
 * stay here, marked, so the owner can show them again.
 */
export function RsvpWish({
  ucapan,
  hidden,
  onHiddenChange,
}: {
  ucapan: string;
  hidden: boolean;
  /** Absent in staff's read-only view. */
  onHiddenChange?: ((hidden: boolean) => void) | undefined;
}) {
  const t = useT();
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-neutral-700">{t('rsvps.wish.heading')}</h3>
        {hidden && (
          <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            {t('rsvps.wish.hidden')}
          </span>
        )}
      </div>
      <blockquote
        className={`mt-1 rounded-2xl border-l-4 px-4 py-3 break-words whitespace-pre-line ${
          hidden
            ? 'border-neutral-300 bg-neutral-100 text-neutral-500'
            : 'border-gold/60 bg-ivory text-ink'
        }`}
      >
        {ucapan}
      </blockquote>
      {onHiddenChange && (
        <button
          type="button"
          aria-pressed={hidden}
          onClick={() => onHiddenChange(!hidden)}
          className={buttonClass('quiet', 'mt-1 -ml-1 px-1', 'sm')}
        >
          {hidden ? (
            <Eye className="h-4 w-4" aria-hidden="true" />
          ) : (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          )}
          {hidden ? t('rsvps.wish.show') : t('rsvps.wish.hide')}
        </button>
      )}
    </div>
  );
}
