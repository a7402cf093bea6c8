import type { CSSProperties, ReactNode } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';

export interface HeroContent {
  walimatulurus: string;
  groom_name: string;
  bride_name: string;
  wedding_date: string;
}

/**
 * guest-side §2 "Hero": full-screen themed background, the decorations, the couple's names with an
 * ampersand, the heading line, then the weekday and long Malay date. Decorations carry their size
 * (400 × 240) so nothing shifts while they load. The first screen's text is in one body weight
 * (400), so it paints with one small font file (issue 17).
 */
export function ThemedHero({
  theme,
  content,
  headingSize,
  names,
  greeting,
  heading,
  date,
  style,
}: {
  theme: ThemeDetail;
  content: HeroContent;
  headingSize: string;
  /** The names as the guest card animates them; plain text elsewhere. */
  names?: ReactNode;
  /** "Kepada: …" above the heading line (the guest card's `?kepada=`). */
  greeting?: string | null;
  /** The heading line and the date as the editor draws them (editable); plain text elsewhere. */
  heading?: ReactNode;
  date?: ReactNode;
  style?: CSSProperties;
}) {
  const { art } = theme;
  return (
    <section
      style={style}
      className="relative flex min-h-dvh items-center justify-center overflow-hidden sm:min-h-[844px]"
    >
      {art.background && (
        <img
          src={art.background}
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
          fetchPriority="high"
        />
      )}
      <img
        src={art.top}
        alt=""
        width={400}
        height={240}
        className="absolute inset-x-0 top-0 w-full"
        fetchPriority="high"
      />
      <img
        src={art.bottom}
        alt=""
        width={400}
        height={240}
        className="absolute inset-x-0 bottom-0 w-full"
      />
      <div className="relative flex flex-col items-center px-6 py-40 text-center">
        {greeting && (
          <p className="mb-5 rounded-full bg-(--card-panel) px-4 py-1.5 text-sm text-(--card-ink) shadow-sm">
            {'Kepada: '}
            <span className="text-base" data-greeting="">
              {greeting}
            </span>
          </p>
        )}
        <p className="text-xs tracking-[0.35em] text-(--card-ink) uppercase">
          {heading ?? content.walimatulurus}
        </p>
        <h1
          className={`mt-4 leading-[1.05] text-(--card-ink) ${headingSize} font-(family-name:--card-heading-font)`}
        >
          {names ?? (
            <>
              <span className="block">{content.groom_name}</span>
              <span className="block text-[0.55em] text-(--card-highlight)">&amp;</span>
              <span className="block">{content.bride_name}</span>
            </>
          )}
        </h1>
        {art.centre && (
          <img src={art.centre} alt="" width={240} height={48} className="mt-5 w-56" />
        )}
        {date ?? (
          <p className="mt-4 text-lg tracking-wide">{malayWeekdayAndDate(content.wedding_date)}</p>
        )}
      </div>
    </section>
  );
}
