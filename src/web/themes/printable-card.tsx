import type { CardContent, Majlis } from '@shared/card/card-content';
import { firstMajlis, majlisInDateOrder } from '@shared/card/majlis';
import { displayTimeRange } from '@shared/dates/clock-time';
import type { ThemeDetail } from '@shared/schemas/theme';
import { useCardWords } from '@web/i18n/card-words';
import { majlisDateWords, useMajlisTitles } from '@web/i18n/majlis-words';
import { Lines } from './sections/card-section';

/**
 * Every theme's second rendering, the printable layout: one A5 portrait page
 * (148 × 210 mm) with the decorations, the names at the 4xl size, the date, time and venue.
 * A card of several majlis lists each under its title, in date order. Shown only when printing
 * (or saving as PDF); the page size is set in app.css (@page). Its dates and titles are in the
 * card's language(s), as the card on screen says them.
 */
export function PrintableCard({ theme, content }: { theme: ThemeDetail; content: CardContent }) {
  const { art, pdf } = theme;
  const words = useCardWords();
  const list = majlisInDateOrder(content.majlis);
  const majlis = firstMajlis(list);
  const several = list.length > 1;
  const { date, hijri } = majlisDateWords(words, majlis, content);
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
        {/* Three or four majlis need the ornament's room. */}
        {art.centre && list.length <= 2 && (
          <img src={art.centre} alt="" className={`${pdf.centre} mt-3`} />
        )}
        {several ? (
          <PrintedMajlisList list={list} content={content} />
        ) : (
          <>
            <div className="mt-3 text-[11pt] font-medium">{date}</div>
            {hijri && <div className="text-[9.5pt]">{hijri}</div>}
            <p className="text-[10pt]">{displayTimeRange(majlis.start_time, majlis.end_time)}</p>
            <Lines text={majlis.location} className="mt-3 text-[9.5pt] leading-snug" />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Each majlis as its title, date, time and venue: one under another for two, in two columns
 * for three or four (the last of three centred under the others), so all fit the page.
 */
function PrintedMajlisList({ list, content }: { list: Majlis[]; content: CardContent }) {
  const columns = list.length > 2;
  const words = useCardWords();
  const titles = useMajlisTitles();
  return (
    <div className={`mt-4 grid w-full gap-x-[6mm] gap-y-[4mm] ${columns ? 'grid-cols-2' : ''}`}>
      {list.map((majlis, i) => {
        const { date, hijri } = majlisDateWords(words, majlis, content);
        const alone = columns && i === list.length - 1 && list.length % 2 === 1;
        return (
          <div key={majlis.id} className={alone ? 'col-span-2' : ''}>
            <p className="text-[8pt] font-semibold tracking-[0.25em] text-(--card-ink) uppercase">
              {titles.line(majlis)}
            </p>
            <div className="mt-[1mm] text-[9.5pt] font-medium">{date}</div>
            {hijri && <div className="text-[8.5pt]">{hijri}</div>}
            <p className="text-[9pt]">{displayTimeRange(majlis.start_time, majlis.end_time)}</p>
            <Lines text={majlis.location} className="mt-[1mm] text-[8.5pt] leading-snug" />
          </div>
        );
      })}
    </div>
  );
}
