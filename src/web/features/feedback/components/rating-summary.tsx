import type { FeedbackSummary } from '@shared/schemas/feedback';
import { useT } from '@web/i18n/use-t';
import { StarRow } from './star-row';

/** A share (0 to 1) as a whole percentage, as the bars' labels show it. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** `3.67` → `3.7` (Malaysians write the decimal point, as the spec's pages do). */
const averageText = (average: number) => average.toFixed(1);

/**
 * The rating summary. Each bar is that star's share of all counted
 * entries (not the spec's count out of 1000, which overflows past 1,000 entries).
 */
export function RatingSummary({ summary }: { summary: FeedbackSummary }) {
  const t = useT();
  const { average, count } = summary;
  return (
    <section
      aria-labelledby="rating-summary-title"
      className="rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm sm:p-6"
    >
      <h2 id="rating-summary-title" className="sr-only">
        {t('feedback.summary.title')}
      </h2>
      <div className="flex items-center gap-4">
        <p className="font-display text-5xl leading-none text-emerald-deep">
          {average === null ? '–' : averageText(average)}
        </p>
        <div>
          <StarRow rating={Math.round(average ?? 0)} className="h-5 w-5" />
          <p className="mt-1 text-sm text-muted" data-testid="feedback-count">
            {count === 0 ? t('feedback.summary.none') : t('feedback.summary.average', { count })}
          </p>
        </div>
      </div>
      <ul className="mt-5 space-y-2">
        {summary.stars.map((star) => (
          <li
            key={star.rating}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)_3rem] items-center gap-3 text-sm"
          >
            <span className="font-semibold whitespace-nowrap text-ink">
              {t('feedback.stars', { count: star.rating })}
            </span>
            <span
              role="meter"
              aria-label={t('feedback.stars', { count: star.rating })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(star.share * 100)}
              aria-valuetext={t('feedback.summary.share', {
                percent: percent(star.share),
                count: star.count,
              })}
              className="h-2.5 overflow-hidden rounded-full bg-emerald-deep/10"
            >
              <span
                className="block h-full rounded-full bg-gold"
                style={{ width: `${star.share * 100}%` }}
              />
            </span>
            <span className="text-right text-muted tabular-nums">{percent(star.share)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
