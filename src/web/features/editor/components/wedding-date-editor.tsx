import { useId, useState } from 'react';
import type { CardContent } from '@shared/card/card-content';
import { HIJRI_ADJUSTMENTS } from '@shared/card/card-content';
import { isCalendarDate } from '@shared/dates/malay-date';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useCardWords } from '@web/i18n/card-words';
import { majlisDateWords } from '@web/i18n/majlis-words';
import { useT } from '@web/i18n/use-t';
import { cardInputClass, cardPillClass, cardPrimaryPillClass } from './editor-ui';

/** The card's Hijri date setting: shown or not, and its day's adjustment. */
export type HijriSetting = Pick<CardContent, 'show_hijri' | 'hijri_adjust'>;
type HijriAdjust = HijriSetting['hijri_adjust'];

/** The adjustment's choices, in the owner's words. */
const ADJUST_LABELS: Record<HijriAdjust, SiteMessageId> = {
  [-1]: 'editorMajlis.hijri.earlier',
  0: 'editorMajlis.hijri.asCalculated',
  1: 'editorMajlis.hijri.later',
};

/**
 * The date (and its Hijri date when shown) as the guest card words it: in the card's
 * language(s), the English beneath the Malay in a card in both.
 */
function useDateWords(date: string, hijri: HijriSetting) {
  return majlisDateWords(useCardWords(), { date }, hijri);
}

/**
 * "Papar tarikh Hijrah" and its adjustment, under the date being edited, with the Hijri date of
 * that date as it would show. A card-wide setting: every majlis's date shows it alike.
 */
function HijriFields({
  date,
  value,
  onChange,
  forEveryMajlis,
}: {
  date: string;
  value: HijriSetting;
  onChange: (value: HijriSetting) => void;
  forEveryMajlis: boolean;
}) {
  const t = useT();
  const id = useId();
  const words = useDateWords(date, { ...value, show_hijri: true });
  return (
    <div className="flex w-full max-w-72 flex-col items-center gap-2 font-sans text-sm tracking-normal normal-case">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={value.show_hijri}
          onChange={(event) => onChange({ ...value, show_hijri: event.target.checked })}
          className="h-5 w-5 accent-(--card-ink)"
        />
        {forEveryMajlis ? t('editorMajlis.hijri.showEvery') : t('editorMajlis.hijri.show')}
      </label>
      {value.show_hijri && (
        <>
          <p aria-live="polite" className="font-semibold">
            {words.hijri}
          </p>
          <label htmlFor={`${id}-adjust`} className="sr-only">
            {t('editorMajlis.hijri.adjust')}
          </label>
          <select
            id={`${id}-adjust`}
            value={value.hijri_adjust}
            aria-describedby={`${id}-note`}
            onChange={(event) =>
              onChange({ ...value, hijri_adjust: Number(event.target.value) as HijriAdjust })
            }
            className={cardInputClass}
          >
            {HIJRI_ADJUSTMENTS.map((adjust) => (
              <option key={adjust} value={adjust}>
                {t(ADJUST_LABELS[adjust])}
              </option>
            ))}
          </select>
          <p id={`${id}-note`} className="text-xs leading-snug opacity-80">
            {t('editorMajlis.hijri.note')}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * A majlis's date with Ubah Tarikh (the hero's on a card of one majlis), then a date picker,
 * the Hijri date's setting and OK. A date that is not a real calendar date is ignored, and the
 * majlis keeps its date. With the Hijri date on, it shows under the date.
 */
export function WeddingDateEditor({
  value,
  hijri,
  onChange,
  forEveryMajlis = false,
}: {
  value: string;
  hijri: HijriSetting;
  onChange: (date: string, hijri: HijriSetting) => void;
  /** The card has several majlis: the Hijri setting says it is for all of them. */
  forEveryMajlis?: boolean;
}) {
  const t = useT();
  const [editing, setEditing] = useState<{ date: string; hijri: HijriSetting } | null>(null);
  const shown = useDateWords(value, hijri);

  if (editing === null) {
    return (
      <div className="mt-4 flex flex-col items-center gap-3">
        <div>
          <p className="text-base font-semibold">{shown.date}</p>
          {shown.hijri && <p className="text-sm opacity-85">{shown.hijri}</p>}
        </div>
        <button
          type="button"
          onClick={() => setEditing({ date: value, hijri })}
          className={cardPillClass}
        >
          {t('editorMajlis.date.edit')}
        </button>
      </div>
    );
  }

  const ok = () => {
    const date = isCalendarDate(editing.date) ? editing.date : value;
    const same =
      date === value &&
      editing.hijri.show_hijri === hijri.show_hijri &&
      editing.hijri.hijri_adjust === hijri.hijri_adjust;
    if (!same) onChange(date, editing.hijri);
    setEditing(null);
  };
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <input
          type="date"
          aria-label={t('editorMajlis.date.label')}
          // Opening the picker is the visitor's own tap on Ubah Tarikh: focus follows it.
          autoFocus
          value={editing.date}
          onChange={(event) => setEditing({ ...editing, date: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') ok();
            if (event.key === 'Escape') setEditing(null);
          }}
          className={cardInputClass}
        />
        <button type="button" onClick={ok} className={cardPrimaryPillClass}>
          {t('editor.ok')}
        </button>
      </div>
      <HijriFields
        date={isCalendarDate(editing.date) ? editing.date : value}
        value={editing.hijri}
        onChange={(next) => setEditing({ ...editing, hijri: next })}
        forEveryMajlis={forEveryMajlis}
      />
    </div>
  );
}
