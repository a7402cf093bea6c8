import type { CSSProperties, ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { firstMajlis } from '@shared/card/majlis';
import type { ThemeDetail } from '@shared/schemas/theme';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { useCardWords } from '@web/i18n/card-words';
import type { BandFrame, BorderFrame, Composition } from '@shared/themes/compositions';
import { COMPOSITIONS, initialsOf } from '@shared/themes/compositions';
import { nameFitStyle } from './name-fit';
import { EnglishVersion } from './sections/english-version';

export interface HeroContent {
  walimatulurus: string;
  /** Its English version, beneath it in a card in both languages. */
  walimatulurus_en?: string;
  groom_name: string;
  bride_name: string;
  /** The hero shows the date of the majlis the card leads with (the earliest). */
  majlis: readonly Pick<Majlis, 'date' | 'start_time'>[];
}

interface HeroProps {
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
}

/**
 * Full-screen themed background, the decorations, the couple's names with an
 * ampersand, the heading line, then the weekday and long Malay date, laid out in the theme's
 * composition (@shared/themes/compositions.ts: stacked, framed, arch, cartouche, wreath, side
 * border, monogram, photo window, paper cut). Pictures carry their size so nothing shifts while
 * they load. The first screen's text is in one body weight (400), so it paints with one small
 * font file.
 */
export function ThemedHero(props: HeroProps) {
  const { theme, style } = props;
  const { art } = theme;
  const composition = COMPOSITIONS[theme.composition];
  return (
    <section
      style={style}
      data-theme={theme.name}
      data-composition={composition.name}
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
      {composition.showTop && (
        <img
          src={art.top}
          alt=""
          width={400}
          height={240}
          className="absolute inset-x-0 top-0 w-full"
          fetchPriority="high"
        />
      )}
      {composition.showBottom && (
        <img
          src={art.bottom}
          alt=""
          width={400}
          height={240}
          className="absolute inset-x-0 bottom-0 w-full"
        />
      )}
      <HeroLayout {...props} composition={composition} />
    </section>
  );
}

function HeroLayout(props: HeroProps & { composition: Composition }) {
  const { composition, theme } = props;
  const frame = composition.frame;
  const src = theme.art.frame;
  if (!frame || !src) {
    return (
      <div className="relative flex w-full flex-col items-center px-6 py-40 text-center">
        <HeroWords {...props} />
      </div>
    );
  }
  switch (frame.kind) {
    case 'border':
      return <BorderLayout {...props} frame={frame} src={src} />;
    case 'band':
      return <BandLayout {...props} frame={frame} src={src} />;
    case 'crest':
    case 'window':
      return (
        <div
          className={`relative flex w-full flex-col items-center px-6 pt-16 text-center ${composition.showBottom ? 'pb-44' : 'pb-16'}`}
        >
          <div className="relative mb-6 grid shrink-0 place-items-center">
            <img
              src={src}
              alt=""
              width={frame.width}
              height={frame.height}
              className="col-start-1 row-start-1"
              fetchPriority="high"
            />
            {frame.kind === 'crest' && <Monogram {...props} />}
          </div>
          <HeroWords {...props} />
        </div>
      );
  }
}

/**
 * The names inside a frame sliced as a CSS border-image (BorderFrame): its two halves meet in the
 * middle, so only its sides stretch, and a narrower phone scales every slice alike.
 */
function BorderLayout(props: HeroProps & { frame: BorderFrame; src: string }) {
  const { frame, src } = props;
  const half = frame.width / 2;
  const slices = `${frame.top} ${half} ${frame.bottom}`;
  const widths = `${frame.top}px ${half}px ${frame.bottom}px`;
  return (
    <div
      className="relative my-10 flex flex-col items-center justify-center text-center"
      style={{
        width: frame.width,
        maxWidth: 'calc(100% - 24px)',
        minHeight: frame.height,
        padding: `${frame.padding.top}px ${frame.padding.side}px ${frame.padding.bottom}px`,
      }}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          borderStyle: 'solid',
          borderWidth: 0,
          borderImage: `url("${src}") ${slices} fill / ${widths} / 0 ${frame.repeat}`,
        }}
      />
      <div className="relative flex w-full flex-col items-center">
        <HeroWords {...props} />
      </div>
    </div>
  );
}

/** A band repeated down the left edge; the words beside it, ranged left. */
function BandLayout(props: HeroProps & { frame: BandFrame; src: string }) {
  const { frame, src } = props;
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-y-0 left-0"
        style={{
          width: frame.width,
          backgroundImage: `url("${src}")`,
          backgroundSize: `${frame.width}px ${frame.height}px`,
          backgroundRepeat: 'repeat-y',
        }}
      />
      <div
        className="relative flex w-full flex-col items-start py-24 pr-6 text-left"
        style={{ paddingLeft: frame.width + 28 }}
      >
        <HeroWords {...props} />
      </div>
    </>
  );
}

/** The couple's initials over the crest, in the heading font. */
function Monogram({ content }: HeroProps) {
  const [groom, bride] = initialsOf(content.groom_name, content.bride_name);
  return (
    <p
      aria-hidden="true"
      className="relative col-start-1 row-start-1 text-[3.25rem] leading-none text-(--card-ink) font-(family-name:--card-heading-font)"
    >
      {groom}
      <span className="mx-0.5 text-[0.5em] text-(--card-highlight)">&amp;</span>
      {bride}
    </p>
  );
}

/** The heading line, the names, the centre ornament and the date, in that order. */
function HeroWords({ theme, content, headingSize, names, greeting, heading, date }: HeroProps) {
  const { showCentre } = COMPOSITIONS[theme.composition];
  const words = useCardWords();
  return (
    <>
      {greeting && (
        <p className="mb-5 rounded-full bg-(--card-panel) px-4 py-1.5 text-sm text-(--card-ink) shadow-sm">
          {`${words.line('card.greeting')}: `}
          <span className="text-base" data-greeting="">
            {greeting}
          </span>
        </p>
      )}
      <p className="text-xs tracking-[0.35em] text-(--card-ink) uppercase">
        {heading ?? (
          <>
            {content.walimatulurus}
            <EnglishVersion
              malay={content.walimatulurus}
              english={content.walimatulurus_en}
              inline
              className="tracking-[0.2em]"
            />
          </>
        )}
      </p>
      {/* The names take the whole line (their box is the size container `nameFitStyle` reads):
          they wrap between words, and a word too long for a narrow phone is drawn smaller. */}
      <h1
        className={`mt-4 w-full leading-[1.05] text-(--card-ink) [container-type:inline-size] ${headingSize} font-(family-name:--card-heading-font)`}
      >
        <span className="block" style={nameFitStyle(content.groom_name, content.bride_name)}>
          {names ?? (
            <>
              <span className="block">{content.groom_name}</span>
              <span className="block text-[0.55em] text-(--card-highlight)">&amp;</span>
              <span className="block">{content.bride_name}</span>
            </>
          )}
        </span>
      </h1>
      {showCentre && theme.art.centre && (
        <img src={theme.art.centre} alt="" width={240} height={48} className="mt-5 w-56" />
      )}
      {date ?? (
        <p className="mt-4 text-lg tracking-wide text-balance">
          {words.stack(
            words.each((locale) => weekdayAndDateWords(firstMajlis(content.majlis).date, locale)),
          )}
        </p>
      )}
    </>
  );
}
