import type { ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import type { ThemeDetail } from '@shared/schemas/theme';
import { BISMILLAH } from '@shared/card/bismillah';
import { countdownMajlis } from '@shared/card/majlis-display';
import { ZERO_COUNTDOWN, countdownParts, eventStart } from '@shared/dates/countdown';
import type { CardMessageId } from '@shared/i18n/card-words';
import { useNow } from '@web/hooks/use-now';
import { useCardWords } from '@web/i18n/card-words';
import { useMajlisTitle } from '@web/i18n/majlis-words';
import { CardSection, Lines } from './card-section';
import { EnglishVersion } from './english-version';

const LABELS = [
  'card.countdown.days',
  'card.countdown.hours',
  'card.countdown.minutes',
  'card.countdown.seconds',
] as const satisfies readonly CardMessageId[];

type CountdownMajlis = Pick<Majlis, 'kind' | 'title' | 'date' | 'start_time' | 'end_time'>;

/**
 * What the countdown counts to: one date and start (the editor's), or the card's majlis, of
 * which the next not yet over (`countdownMajlis`).
 */
export type CountdownTarget =
  | { weddingDate: string; startTime: string; majlis?: undefined }
  | { majlis: readonly CountdownMajlis[]; weddingDate?: undefined; startTime?: undefined };

/** Ticks every second (refresh 1000 ms) to the event start in Kuala Lumpur. */
function useCountdown(target: CountdownTarget, initialNow?: number, enabled = true) {
  const now = new Date(useNow(1000, { initial: initialNow, enabled }));
  // With several majlis the target moves on as each one ends; the page's first render counts
  // from the instant the server drew it, so both pick the same majlis.
  const next = target.majlis ? countdownMajlis(target.majlis, now) : null;
  const start = next
    ? eventStart(next.date, next.start_time)
    : target.weddingDate !== undefined
      ? eventStart(target.weddingDate, target.startTime)
      : null;
  const counted = next && target.majlis && target.majlis.length > 1 ? next : null;
  return { parts: start ? countdownParts(start, now) : ZERO_COUNTDOWN, counted };
}

/** The invocation, the doa, then Menghitung Hari with four boxes. */
export function DoaCountdownSection({
  theme,
  doa,
  doaEnglish,
  initialNow,
  doaSlot,
  held = false,
  ...target
}: {
  theme: ThemeDetail;
  doa: string;
  /** Its English version, beneath it in a card in both languages. */
  doaEnglish?: string;
  /** The wedding has been held: the doa stays, the countdown steps aside. */
  held?: boolean;
  /** The editor's editable doa (plain text where none is given). */
  doaSlot?: ReactNode;
  initialNow?: number;
} & CountdownTarget) {
  const { parts, counted } = useCountdown(target, initialNow, !held);
  const words = useCardWords();
  const majlisTitle = useMajlisTitle();
  const { days, hours, minutes, seconds } = parts;
  const shades = [
    theme.countdown.cd1,
    theme.countdown.cd2,
    theme.countdown.cd3,
    theme.countdown.cd4,
  ];
  return (
    <CardSection label={words.line('card.doa.label')}>
      <p lang="ar" dir="rtl" className="font-['Amiri',serif] text-2xl text-(--card-ink)">
        {BISMILLAH}
      </p>
      {doaSlot ?? (
        <>
          <Lines text={doa} className="mt-4 leading-relaxed italic" />
          <EnglishVersion malay={doa} english={doaEnglish} />
        </>
      )}
      {!held && (
        <>
          <h2 className="mt-8 text-xs font-semibold tracking-[0.3em] text-(--card-ink) uppercase">
            {words.say('card.countdown.title')}
          </h2>
          {/* With several majlis, which one the boxes count to. */}
          {counted && <p className="mt-1 text-sm text-(--card-label)">{majlisTitle(counted)}</p>}
          <div className="mt-3 grid grid-cols-4 gap-2" role="timer" aria-live="off">
            {[days, hours, minutes, seconds].map((value, i) => (
              <div
                key={LABELS[i]}
                className="rounded-xl py-3 text-white"
                style={{ backgroundColor: shades[i] }}
              >
                <p className="text-2xl leading-none font-semibold tabular-nums">{value}</p>
                <p className="mt-1 text-[0.7rem] tracking-wide">{words.say(LABELS[i]!)}</p>
              </div>
            ))}
          </div>
        </>
      )}
    </CardSection>
  );
}
