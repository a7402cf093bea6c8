import { useId } from 'react';
import { displayTimeRange } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { MAX_GUESTS_PER_RSVP } from '@shared/schemas/rsvp';
import { fieldControl, inputClass } from '@web/components/ui/form-field';
import { useCardWords } from '@web/i18n/card-words';
import { useMajlisTitle } from '@web/i18n/majlis-words';
import { shownWords } from './rsvp-words';
import type { AskedMajlis, MajlisFormAnswer } from './rsvp-majlis';
import { sessionFits } from './rsvp-majlis';

/**
 * What may be wrong with one majlis's answer, each said beside its control (in the card's
 * language(s), a line each).
 */
export interface MajlisErrors {
  guests?: string;
  session?: string;
  /** About the majlis's answer as a whole (not invited to it any more). */
  answer?: string;
}

/** A cap on the guests (a party's allowance), said under each majlis's guests field. */
interface GuestsCap {
  max: number;
  hint: string;
  message: string;
}

// Hadir / Tidak Hadir as two buttons: each a radio laid over its whole pill (see-through), so a
// tap anywhere on the pill chooses it and the keyboard moves between them as radios do.
const choiceClass =
  'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-800 has-checked:border-neutral-900 has-checked:bg-neutral-900 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-neutral-900/30';

/** The majlis's date and time, under its title. */
function MajlisWhen({ majlis }: { majlis: AskedMajlis }) {
  const words = useCardWords();
  const time = displayTimeRange(majlis.start_time, majlis.end_time);
  return (
    <p className="mt-0.5 text-sm text-neutral-600">
      {words.stack(words.each((locale) => weekdayAndDateWords(majlis.date, locale)))}
      {words.locales.length > 1 ? <span className="block">{time}</span> : ` · ${time}`}
    </p>
  );
}

/**
 * One majlis's part of the RSVP form: its title, date and time, Hadir or Tidak Hadir, and when
 * coming, how many and (when it has sessions) which session. A session without room for the
 * people coming says "Penuh" and cannot be chosen. The owner's answer by hand uses it too: with
 * the seats left of each session, and without the title and date on a card of one majlis.
 */
export function MajlisFields({
  majlis,
  answer,
  onChange,
  errors,
  free,
  guestsCap,
  titleShown = true,
  seatsLeftShown = false,
}: {
  majlis: AskedMajlis;
  answer: MajlisFormAnswer;
  onChange: (patch: Partial<MajlisFormAnswer>) => void;
  errors: MajlisErrors;
  /** Seats free to this guest per session; null while unknown. */
  free: ReadonlyMap<string, number> | null;
  guestsCap?: GuestsCap | undefined;
  /** Off: the title is for screen readers only, and the date is left out. */
  titleShown?: boolean;
  /** Each session that has room says how many seats are free to this guest. */
  seatsLeftShown?: boolean;
}) {
  const base = `rsvp-majlis-${useId().replace(/:/g, '')}`;
  const words = useCardWords();
  const title = useMajlisTitle()(majlis);
  const coming = answer.attending === 'yes';
  const guestsControl = fieldControl(`${base}-guests`, errors.guests);
  const guestsHint = guestsCap && errors.guests !== guestsCap.message ? guestsCap.hint : null;
  const sessionError = errors.session ? `${base}-session-error` : undefined;

  return (
    <section
      role="group"
      aria-labelledby={`${base}-title`}
      data-majlis={majlis.id}
      className="rounded-2xl border border-neutral-200 bg-neutral-50/60 p-4"
    >
      <h3
        id={`${base}-title`}
        className={titleShown ? 'text-base font-semibold text-neutral-900' : 'sr-only'}
      >
        {title}
      </h3>
      {titleShown && <MajlisWhen majlis={majlis} />}

      <fieldset className={titleShown ? 'mt-3' : undefined}>
        <legend className="sr-only">{words.line('card.rsvp.attendance')}</legend>
        <div className="flex gap-2">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name={`${base}-attending`}
                value={value}
                checked={answer.attending === value}
                onChange={() => onChange({ attending: value })}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="text-center">
                {words.say(value === 'yes' ? 'card.rsvp.attending' : 'card.rsvp.notAttending')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {coming && (
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor={`${base}-guests`} className="text-sm font-semibold text-neutral-800">
              {words.say('card.rsvp.guests')}
            </label>
            <input
              {...guestsControl}
              aria-describedby={
                [guestsControl['aria-describedby'], guestsHint && `${base}-guests-hint`]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              type="number"
              inputMode="numeric"
              min={1}
              max={guestsCap?.max ?? MAX_GUESTS_PER_RSVP}
              step={1}
              value={answer.guests}
              onChange={(e) => onChange({ guests: e.target.value })}
              className={`${inputClass} max-w-32`}
            />
            {errors.guests && (
              <p id={`${base}-guests-error`} className="mt-1 text-sm text-red-700">
                {shownWords(words, errors.guests)}
              </p>
            )}
            {guestsHint && (
              <p id={`${base}-guests-hint`} className="mt-1 text-xs text-neutral-600">
                {shownWords(words, guestsHint)}
              </p>
            )}
          </div>

          {majlis.sessions.length > 0 && (
            <fieldset aria-describedby={sessionError}>
              <legend className="text-sm font-semibold text-neutral-800">
                {words.say('card.rsvp.session')}
              </legend>
              <div className="mt-1 space-y-2">
                {majlis.sessions.map((session) => {
                  const full = !sessionFits(free, session.id, answer.guests);
                  const left = seatsLeftShown && !full ? free?.get(session.id) : undefined;
                  return (
                    <label
                      key={session.id}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-300 bg-white px-3 py-2 has-checked:border-neutral-900 has-checked:ring-2 has-checked:ring-neutral-900/10 has-disabled:cursor-not-allowed has-disabled:bg-neutral-100 has-disabled:text-neutral-500"
                    >
                      <input
                        type="radio"
                        name={`${base}-session`}
                        value={session.id}
                        checked={answer.session === session.id}
                        disabled={full}
                        aria-invalid={errors.session ? true : undefined}
                        onChange={() => onChange({ session: session.id })}
                        className="h-4 w-4 shrink-0 accent-neutral-900"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-semibold">{session.label}</span>
                        <span className="block text-sm">
                          {displayTimeRange(session.start_time, session.end_time)}
                        </span>
                      </span>
                      {full && (
                        <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                          {words.line('card.rsvp.sessionFull')}
                        </span>
                      )}
                      {left !== undefined && (
                        <span className="shrink-0 text-xs text-neutral-600 tabular-nums">
                          {words.line('card.rsvp.seatsLeft', { n: left })}
                        </span>
                      )}
                    </label>
                  );
                })}
              </div>
              {errors.session && (
                <p id={sessionError} className="mt-1 text-sm text-red-700">
                  {shownWords(words, errors.session)}
                </p>
              )}
            </fieldset>
          )}
        </div>
      )}
      {errors.answer && (
        <p className="mt-2 text-sm text-red-700">{shownWords(words, errors.answer)}</p>
      )}
    </section>
  );
}
