import { useId, useState } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { CARD_INPUT_MESSAGES } from '@shared/card/card-input';
import { displayTimeRange, isClockTime } from '@shared/dates/clock-time';
import { defaultItinerary } from '@shared/itinerary/default-itinerary';
import { useCardWords } from '@web/i18n/card-words';
import { useRuleText, useT } from '@web/i18n/use-t';
import { cardErrorClass, cardInputClass, cardPillClass, cardPrimaryPillClass } from './editor-ui';

type TimeFields = Pick<Majlis, 'start_time' | 'end_time' | 'tentative'>;

/**
 * The Masa line with Ubah Masa, then two time inputs and OK. New
 * times make a new programme from them (in the card's language, as the card shows it), as the
 * spec's OK clears the saved one; the same times leave the programme as it is.
 */
export function TimeRangeEditor({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (fields: TimeFields) => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const { language } = useCardWords();
  const [editing, setEditing] = useState<{ start: string; end: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (editing === null) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p>{displayTimeRange(start, end)}</p>
        <button
          type="button"
          onClick={() => {
            setError(null);
            setEditing({ start, end });
          }}
          className={cardPillClass}
        >
          {t('editorMajlis.time.edit')}
        </button>
      </div>
    );
  }

  const ok = () => {
    if (!isClockTime(editing.start)) return setError(CARD_INPUT_MESSAGES.startTime);
    if (!isClockTime(editing.end)) return setError(CARD_INPUT_MESSAGES.endTime);
    if (editing.start !== start || editing.end !== end) {
      onChange({
        start_time: editing.start,
        end_time: editing.end,
        tentative: defaultItinerary(editing.start, editing.end, language),
      });
    }
    setEditing(null);
  };
  const timeInput = (which: 'start' | 'end', label: string) => (
    <label className="flex flex-col items-center gap-1 font-sans text-xs font-semibold tracking-wide uppercase">
      {label}
      <input
        type="time"
        value={editing[which]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEditing({ ...editing, [which]: event.target.value })}
        className={cardInputClass}
      />
    </label>
  );
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex flex-wrap justify-center gap-3">
        {timeInput('start', t('editorMajlis.time.start'))}
        {timeInput('end', t('editorMajlis.time.end'))}
      </div>
      <p className="max-w-64 text-sm opacity-80">{t('editorMajlis.time.note')}</p>
      {error && (
        <p id={`${id}-error`} role="alert" className={cardErrorClass}>
          {sayRule(error)}
        </p>
      )}
      <button type="button" onClick={ok} className={cardPrimaryPillClass}>
        {t('editor.ok')}
      </button>
    </div>
  );
}
