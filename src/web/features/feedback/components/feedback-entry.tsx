import type { PublicFeedback } from '@shared/schemas/feedback';
import { longDateWords } from '@shared/dates/date-words';
import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';
import { useLocale } from '@web/i18n/locale-provider';
import { StarRow } from './star-row';

/** One entry of the public list: name, stars, date, the comment as written (line breaks kept). */
export function FeedbackEntry({ entry }: { entry: PublicFeedback }) {
  const { locale } = useLocale();
  return (
    <article className="rounded-2xl border border-emerald-deep/10 bg-paper p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold break-words text-ink">{entry.name}</h3>
        <StarRow rating={entry.rating} />
      </header>
      <p className="mt-0.5 text-xs text-muted">
        <time dateTime={entry.createdAt}>
          {longDateWords(malaysiaCalendarDate(new Date(entry.createdAt)), locale)}
        </time>
      </p>
      {entry.comment && (
        <p className="mt-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-line text-ink">
          {entry.comment}
        </p>
      )}
    </article>
  );
}
