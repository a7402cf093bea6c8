import type { ReactNode } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { BISMILLAH } from '@shared/card/bismillah';
import { ZERO_COUNTDOWN, countdownParts, eventStart } from '@shared/dates/countdown';
import { useNow } from '@web/hooks/use-now';
import { CardSection, Lines } from './card-section';

const LABELS = ['Hari', 'Jam', 'Minit', 'Saat'] as const;

/** Ticks every second (refresh 1000 ms) to the event start in Kuala Lumpur. */
function useCountdown(weddingDate: string, startTime: string, initialNow?: number) {
  const target = eventStart(weddingDate, startTime);
  const now = useNow(1000, { initial: initialNow });
  return target ? countdownParts(target, new Date(now)) : ZERO_COUNTDOWN;
}

/** The invocation, the doa, then Menghitung Hari with four boxes. */
export function DoaCountdownSection({
  theme,
  doa,
  weddingDate,
  startTime,
  initialNow,
  doaSlot,
}: {
  theme: ThemeDetail;
  doa: string;
  /** The editor's editable doa (plain text where none is given). */
  doaSlot?: ReactNode;
  weddingDate: string;
  startTime: string;
  initialNow?: number;
}) {
  const { days, hours, minutes, seconds } = useCountdown(weddingDate, startTime, initialNow);
  const shades = [
    theme.countdown.cd1,
    theme.countdown.cd2,
    theme.countdown.cd3,
    theme.countdown.cd4,
  ];
  return (
    <CardSection label="Doa dan kira detik">
      <p lang="ar" dir="rtl" className="font-['Amiri',serif] text-2xl text-(--card-ink)">
        {BISMILLAH}
      </p>
      {doaSlot ?? <Lines text={doa} className="mt-4 leading-relaxed italic" />}
      <h2 className="mt-8 text-xs font-semibold tracking-[0.3em] text-(--card-ink) uppercase">
        Menghitung Hari
      </h2>
      <div className="mt-3 grid grid-cols-4 gap-2" role="timer" aria-live="off">
        {[days, hours, minutes, seconds].map((value, i) => (
          <div
            key={LABELS[i]}
            className="rounded-xl py-3 text-white"
            style={{ backgroundColor: shades[i] }}
          >
            <p className="text-2xl leading-none font-semibold tabular-nums">{value}</p>
            <p className="mt-1 text-[0.7rem] tracking-wide">{LABELS[i]}</p>
          </div>
        ))}
      </div>
    </CardSection>
  );
}
