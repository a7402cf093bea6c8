import { useState } from 'react';
import { isCalendarDate, malayWeekdayAndDate } from '@shared/dates/malay-date';
import { cardInputClass, cardPillClass, cardPrimaryPillClass } from './editor-ui';

/**
 * The create screen's hero: the wedding date with Ubah Tarikh, then a date picker and
 * OK. A date that is not a real calendar date is ignored, and the card keeps its date.
 */
export function WeddingDateEditor({
  value,
  onChange,
}: {
  value: string;
  onChange: (date: string) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);

  if (editing === null) {
    return (
      <div className="mt-4 flex flex-col items-center gap-3">
        <p className="text-base font-semibold">{malayWeekdayAndDate(value)}</p>
        <button type="button" onClick={() => setEditing(value)} className={cardPillClass}>
          Ubah Tarikh
        </button>
      </div>
    );
  }

  const ok = () => {
    if (isCalendarDate(editing)) onChange(editing);
    setEditing(null);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
      <input
        type="date"
        aria-label="Tarikh majlis"
        // Opening the picker is the visitor's own tap on Ubah Tarikh: focus follows it.
        autoFocus
        value={editing}
        onChange={(event) => setEditing(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') ok();
          if (event.key === 'Escape') setEditing(null);
        }}
        className={cardInputClass}
      />
      <button type="button" onClick={ok} className={cardPrimaryPillClass}>
        OK
      </button>
    </div>
  );
}
