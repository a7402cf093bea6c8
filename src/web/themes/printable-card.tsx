import type { CardContent } from '@shared/card/card-content';
import { firstMajlis } from '@shared/card/majlis';
import { displayTimeRange } from '@shared/dates/clock-time';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { ThemeDetail } from '@shared/schemas/theme';
import { Lines } from './sections/card-section';

/**
 * Every theme's second rendering, the printable layout: one A5 portrait page
 * (148 × 210 mm) with the decorations, the names at the 4xl size, the date, time and venue.
 * Shown only when printing (or saving as PDF); the page size is set in app.css (@page).
 */
export function PrintableCard({ theme, content }: { theme: ThemeDetail; content: CardContent }) {
  const { art, pdf } = theme;
  const majlis = firstMajlis(content.majlis);
  return (
    <div
      className="printable-card relative hidden h-[210mm] w-[148mm] overflow-hidden print:block"
      style={{ backgroundColor: theme.pageColour, color: theme.bodyColour }}
    >
      {art.background && (
        <img src={art.background} alt="" className="absolute inset-0 h-full w-full object-cover" />
      )}
      <img src={art.top} alt="" className={`${pdf.top} w-full object-cover object-top`} />
      <img src={art.bottom} alt="" className={`${pdf.bottom} w-full object-cover object-bottom`} />
      <div className="absolute inset-0 flex flex-col items-center justify-center px-[16mm] text-center">
        <p className="text-[9pt] tracking-[0.35em] text-(--card-ink) uppercase">
          {content.walimatulurus}
        </p>
        <h2
          className={`mt-3 leading-tight text-(--card-ink) ${pdf.headingSize} font-(family-name:--card-heading-font)`}
        >
          {content.groom_name} <span className="text-(--card-highlight)">&amp;</span>{' '}
          {content.bride_name}
        </h2>
        {art.centre && <img src={art.centre} alt="" className={`${pdf.centre} mt-3`} />}
        <p className="mt-3 text-[11pt] font-medium">{malayWeekdayAndDate(majlis.date)}</p>
        <p className="text-[10pt]">{displayTimeRange(majlis.start_time, majlis.end_time)}</p>
        <Lines text={majlis.location} className="mt-3 text-[9.5pt] leading-snug" />
      </div>
    </div>
  );
}
