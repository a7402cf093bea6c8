import { useId } from 'react';
import { longDateWords } from '@shared/dates/date-words';
import type { Locale } from '@shared/i18n/locales';
import type { CardOpens } from '@shared/schemas/card-opens';
import { QueryState } from '@web/components/ui/query-state';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { useCardOpens } from '../api/get-card-opens';

// How many opened the card, for the couple: the count in the spec's words, and a small bar
// chart of the last 30 days drawn inline (no chart library for thirty bars), with the same
// figures as a table for screen readers and anyone who would rather read them.

const CHART_WIDTH = 300;
const CHART_HEIGHT = 80;
const BAR_GAP = 2;

/** `28 Nov`: a day under the chart. */
function shortDate(date: string, locale: Locale): string {
  const [day = '', month = ''] = longDateWords(date, locale).split(' ');
  return `${day} ${month.slice(0, 3)}`;
}

function OpensChart({ days }: { days: CardOpens['days'] }) {
  const t = useT();
  const { locale } = useLocale();
  const dateWords = (date: string) => longDateWords(date, locale);
  const opensOfDay = (opens: number) => t('cardHome.opens.count', { opens });
  const most = Math.max(1, ...days.map((day) => day.opens));
  const slot = CHART_WIDTH / Math.max(1, days.length);
  const busiest = days.reduce((best, day) => (day.opens > best.opens ? day : best), days[0]!);
  const label = t('cardHome.opens.chart', {
    days: days.length,
    most: busiest.opens,
    date: dateWords(busiest.date),
  });
  return (
    <figure className="mt-4">
      <div className="flex items-stretch gap-2">
        <span className="flex flex-col justify-between text-right text-xs text-muted tabular-nums">
          <span>{most}</span>
          <span>0</span>
        </span>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-24 w-full border-b border-emerald-deep/20"
        >
          {days.map((day, i) => {
            const height = day.opens === 0 ? 0 : Math.max(2, (day.opens / most) * CHART_HEIGHT);
            return (
              <rect
                key={day.date}
                x={i * slot + BAR_GAP / 2}
                y={CHART_HEIGHT - height}
                width={Math.max(1, slot - BAR_GAP)}
                height={height}
                rx={1}
                className={i === days.length - 1 ? 'fill-gold' : 'fill-emerald-deep/70'}
              >
                <title>{`${dateWords(day.date)}: ${opensOfDay(day.opens)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-1 flex justify-between pl-6 text-xs text-muted">
        <span>{shortDate(days[0]!.date, locale)}</span>
        <span>{t('cardHome.opens.lastDays', { days: days.length })}</span>
        <span>{t('cardHome.opens.today')}</span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-emerald-deep">
          {t('cardHome.opens.byDay')}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('cardHome.opens.perDay')}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 font-normal">
                {t('cardHome.opens.date')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('cardHome.opens.opened')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-emerald-deep/10">
                <td className="py-1">{dateWords(day.date)}</td>
                <td className="py-1 text-right tabular-nums">{opensOfDay(day.opens)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The card home's "Dibuka N kali, hari ini M" with its chart by day. */
export function CardOpensPanel({ cardId }: { cardId: string }) {
  const opens = useCardOpens(cardId);
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-display text-xl text-emerald-deep">
        {t('cardHome.opens.title')}
      </h2>
      <QueryState query={opens}>
        {(data) =>
          data.total === 0 ? (
            <p className="mt-2 text-muted">{t('cardHome.opens.empty')}</p>
          ) : (
            <>
              <p className="mt-1 text-lg font-semibold text-ink">
                {t('cardHome.opens.summary', { total: data.total, today: data.today })}
              </p>
              {data.days.length > 0 && <OpensChart days={data.days} />}
            </>
          )
        }
      </QueryState>
      <p className="mt-3 text-xs text-muted">{t('cardHome.opens.privacy')}</p>
    </section>
  );
}
