import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { rsvpClosed } from '@shared/card/majlis';
import { majlisAnswers } from '@shared/card/majlis-answers';
import { longDateWords } from '@shared/dates/date-words';
import type { RsvpCreated, RsvpInput, SessionSeats, ValidRsvp, Wish } from '@shared/schemas/rsvp';
import {
  MAX_GUESTS_PER_RSVP,
  MAX_UCAPAN_LENGTH,
  RSVP_MESSAGES,
  rsvpInputSchema,
} from '@shared/schemas/rsvp';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { HoneypotField } from '@web/components/ui/honeypot-field';
import type { CardSay } from '@web/i18n/card-words';
import { useCardWords } from '@web/i18n/card-words';
import { ApiRequestError } from '@web/lib/api-client';
import { PreviewNote } from './preview-note';
import { rsvpWords, shownWords } from './rsvp-words';
import type { MajlisErrors } from './rsvp-majlis-fields';
import { MajlisFields } from './rsvp-majlis-fields';
import type { AskedMajlis, HeldSeats, MajlisFormAnswer, MajlisFormAnswers } from './rsvp-majlis';
import {
  answersInput,
  askedMajlis,
  asksEachMajlis,
  freeSeats,
  heldSeats,
  majlisOfField,
  sessionFits,
  startingAnswers,
} from './rsvp-majlis';

// Nama, Nombor Telefon, Email (only when the card asks for
// it), Jumlah Tetamu, Hadir / Tidak Hadir, Ucapan (optional), Hantar RSVP. A card of several
// majlis (or with sessions) asks Hadir, how many and which session for each majlis instead
// (rsvp-majlis.ts). The form is checked here with the same schema and rules the server checks it
// with. Load it lazily (its own chunk): zod loads only when a guest opens the panel.

type Field = 'name' | 'phoneNumber' | 'email' | 'guests' | 'ucapan';

export interface RsvpFormValues {
  name: string;
  phoneNumber: string;
  email: string;
  guests: string;
  attending: 'yes' | 'no';
  ucapan: string;
  website: string;
}

const EMPTY: RsvpFormValues = {
  name: '',
  phoneNumber: '',
  email: '',
  guests: '1',
  attending: 'yes',
  ucapan: '',
  website: '',
};

type Outcome =
  { kind: 'success'; message: string } | { kind: 'failure'; detail: string | null } | null;

/** What a form starts from (a party's details and earlier answer, from its personal link). */
export type RsvpFormStart = Omit<RsvpFormValues, 'website'> & {
  /** Its earlier answer to each majlis, when it gave one. */
  majlis?: MajlisFormAnswers;
  /** The seats its earlier answer holds: free to it when it answers again. */
  heldSeats?: HeldSeats;
};

/**
 * A cap on the guests below the usual one (a party's allowance), said under the field. Its words
 * are in the card's language(s), a line each.
 */
export interface GuestsLimit {
  max: number;
  hint: string;
  /** Shown at the field when the guests are over `max`. */
  message: string;
}

/** Where the date goes in "Sila jawab selewat-lewatnya {date}.": drawn in bold. */
const DATE_SLOT = '\u0000';

/** The RSVP's last day, in bold, inside its sentence (a line a language). */
function AnswerBy({ text, date, lang }: { text: string; date: string; lang?: string }) {
  const [before = '', after = ''] = text.split(DATE_SLOT);
  return (
    <p lang={lang} className={lang ? 'mt-1 opacity-80' : undefined}>
      {before}
      <span className="font-semibold">{date}</span>
      {after}
    </p>
  );
}

const FIELDS: readonly string[] = ['name', 'phoneNumber', 'email', 'guests', 'ucapan'];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name ?? '');

/** Where a refusal about one majlis is said: at its guests, its sessions, or under it. */
function majlisError(field: string, message: string): MajlisErrors {
  if (field.endsWith('.guests')) return { guests: message };
  if (field.endsWith('.session')) return { session: message };
  return { answer: message };
}

/**
 * The checks of the answers per majlis: the schema's, the allowance, sessions and seats, in the
 * card's words.
 */
function majlisProblems(
  words: CardSay,
  asked: readonly AskedMajlis[],
  answers: MajlisFormAnswers,
  checked: ReturnType<typeof rsvpInputSchema.safeParse>,
  guestsLimit: GuestsLimit | undefined,
  free: ReadonlyMap<string, number> | null,
): Record<string, MajlisErrors> {
  const found: Record<string, MajlisErrors> = {};
  const add = (id: string, errors: MajlisErrors) => {
    found[id] = { ...errors, ...found[id] };
  };
  for (const issue of checked.error?.issues ?? []) {
    const [top, index, field] = issue.path;
    const majlis = top === 'majlis' && typeof index === 'number' ? asked[index] : undefined;
    if (majlis)
      add(
        majlis.id,
        majlisError(`majlis.${String(index)}.${String(field)}`, rsvpWords(words, issue.message)),
      );
  }
  for (const majlis of asked) {
    const answer: MajlisFormAnswer | undefined = answers[majlis.id];
    if (answer?.attending !== 'yes') continue;
    if (guestsLimit && Number(answer.guests) > guestsLimit.max) {
      add(majlis.id, { guests: guestsLimit.message });
    }
    // The shared rule, one majlis at a time: every majlis shows its own problem at once.
    const alone = majlisAnswers([majlis], {
      attending: true,
      guests: 1,
      majlis: [{ id: majlis.id, attending: true, session: answer.session || null }],
    });
    if (!alone.ok) add(majlis.id, { session: rsvpWords(words, alone.message) });
    const session = majlis.sessions.find((one) => one.id === answer.session);
    if (session && !sessionFits(free, session.id, answer.guests)) {
      const full = words.all('card.rsvp.error.sessionFull', { label: session.label });
      add(majlis.id, { session: full.join('\n') });
    }
  }
  return found;
}

/**
 * The RSVP form. `send` posts it (the guest card); without it the form is the /demo preview's:
 * shown as guests will see it, switched off, with a note, since the card does not exist yet.
 * A party's personal link gives `start` (its details and answer, which stay in the
 * form after sending: they are its answer now) and `guestsLimit` (its allowance, for each
 * majlis). `majlis` are those the guest may see; `loadSeats` reads the sessions' seats (asked
 * each time the form opens, and again after a session filled up); `closesOn` is the card's
 * "Tarikh akhir RSVP", after which the form says so and sends nothing.
 */
export default function RsvpForm({
  askEmail,
  send,
  onWish,
  start,
  guestsLimit,
  majlis,
  closesOn = null,
  loadSeats,
}: {
  askEmail: boolean;
  send?: (input: RsvpInput) => Promise<RsvpCreated>;
  onWish?: (wish: Wish) => void;
  start?: RsvpFormStart;
  guestsLimit?: GuestsLimit;
  majlis?: readonly AskedMajlis[];
  closesOn?: string | null;
  loadSeats?: () => Promise<SessionSeats>;
}) {
  const words = useCardWords();
  const asked = useMemo(() => askedMajlis(majlis ?? []), [majlis]);
  const perMajlis = asksEachMajlis(asked);
  const hasSessions = asked.some((one) => one.sessions.length > 0);
  const [values, setValues] = useState<RsvpFormValues>(() => ({ ...EMPTY, ...start }));
  const [answers, setAnswers] = useState<MajlisFormAnswers>(() =>
    startingAnswers(asked, { ...EMPTY, ...start }, start?.majlis),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [majlisErrors, setMajlisErrors] = useState<Record<string, MajlisErrors>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [seats, setSeats] = useState<SessionSeats | null>(null);
  const [held, setHeld] = useState<HeldSeats>(() => start?.heldSeats ?? {});
  // Read when the form opens, on the guest's phone's calendar (Malaysian days).
  const [closed] = useState(() => rsvpClosed(closesOn, new Date()));

  // The seats, fresh each time (the form opening, a session filling up): never from a cache.
  // Only the latest answer counts; a failed read keeps what was known (the server decides).
  const seatsAsked = useRef(0);
  const reloadSeats = useCallback(() => {
    if (!loadSeats || !hasSessions) return;
    const asking = ++seatsAsked.current;
    loadSeats().then(
      (next) => {
        if (asking === seatsAsked.current) setSeats(next);
      },
      () => undefined,
    );
  }, [loadSeats, hasSessions]);
  useEffect(() => {
    if (!closed) reloadSeats();
  }, [closed, reloadSeats]);
  const free = useMemo(() => freeSeats(seats, held), [seats, held]);

  const set = (field: keyof RsvpFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const answerOf = (id: string, from: MajlisFormAnswers = answers): MajlisFormAnswer =>
    from[id] ?? { attending: 'yes', guests: '1', session: '' };
  const answer = (id: string) => (patch: Partial<MajlisFormAnswer>) =>
    setAnswers((current) => ({ ...current, [id]: { ...answerOf(id, current), ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !send || closed) return;
    setOutcome(null);
    const whole = perMajlis ? answersInput(asked, answers) : null;
    const input = {
      name: values.name,
      phoneNumber: values.phoneNumber,
      ...(askEmail ? { email: values.email } : {}),
      guests: whole ? whole.guests : values.guests,
      attending: whole ? whole.attending : values.attending === 'yes',
      ucapan: values.ucapan,
      ...(whole ? { majlis: whole.majlis } : {}),
      ...(values.website ? { website: values.website } : {}),
    };
    const checked = rsvpInputSchema.safeParse(input);
    const found: Partial<Record<Field, string>> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        // Asked per majlis, the guests are said at each majlis (majlisProblems).
        if (!whole || isField(field)) found[field] ??= rsvpWords(words, issue.message);
      }
      if (whole) delete found.guests;
    }
    if (askEmail && !values.email.trim()) found.email = rsvpWords(words, RSVP_MESSAGES.email);
    if (!whole && guestsLimit && Number(values.guests) > guestsLimit.max)
      found.guests ??= guestsLimit.message;
    const foundMajlis = whole
      ? majlisProblems(words, asked, answers, checked, guestsLimit, free)
      : {};
    setErrors(found);
    setMajlisErrors(foundMajlis);
    if (Object.keys(found).length > 0 || Object.keys(foundMajlis).length > 0) return;

    setSending(true);
    try {
      const valid: ValidRsvp | null = checked.success ? checked.data : null;
      const sent = valid?.majlis ?? [];
      const reply = await send({
        ...input,
        guests: Number(input.guests),
        ...(whole ? { majlis: sent } : {}),
      });
      // The sender sees their wish at once; on the demo card it lives only on this screen.
      if (valid?.ucapan)
        onWish?.({ name: valid.name, ucapan: valid.ucapan, created_at: new Date().toISOString() });
      if (!start) {
        setValues(EMPTY);
        setAnswers(startingAnswers(asked, EMPTY));
      } else {
        // The party's answer now holds these seats (it may change it again).
        setHeld(heldSeats(sent));
      }
      reloadSeats();
      setOutcome({ kind: 'success', message: rsvpWords(words, reply.message) });
    } catch (error) {
      const refused = error instanceof ApiRequestError ? error : null;
      // A refusal about one field is shown beside it; about one majlis, under that majlis (a
      // full session: with the seats read again); anything else under the button.
      if (refused && isField(refused.field) && !(whole && refused.field === 'guests')) {
        setErrors({ [refused.field]: rsvpWords(words, refused.message) });
        return;
      }
      const about = refused ? majlisOfField(asked, refused.field) : null;
      if (refused?.field && about) {
        setMajlisErrors({
          [about.id]: majlisError(refused.field, rsvpWords(words, refused.message)),
        });
        if (refused.status === 409) reloadSeats();
        return;
      }
      // The form's own failure words say it already: no detail repeats them.
      const detail =
        refused && refused.message !== rsvpWords(words, RSVP_MESSAGES.failure)
          ? rsvpWords(words, refused.message)
          : null;
      setOutcome({ kind: 'failure', detail });
    } finally {
      setSending(false);
    }
  };

  if (closed && closesOn) {
    return (
      <p
        role="status"
        className="rounded-xl border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm font-semibold text-neutral-800"
      >
        {words.stack(
          words.each((locale) =>
            words.textIn(locale, 'card.rsvp.closed', { date: longDateWords(closesOn, locale) }),
          ),
        )}
      </p>
    );
  }

  const field = (name: Field) => fieldControl(`rsvp-${name}`, errors[name]);
  const error = (name: Field) => {
    const message = errors[name];
    return message ? shownWords(words, message) : undefined;
  };
  const guestsControl = field('guests');
  // The allowance's hint, unless the error under it already says it.
  const guestsHint = guestsLimit && errors.guests !== guestsLimit.message ? guestsLimit.hint : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!send && <PreviewNote>{words.say('card.rsvp.previewNote')}</PreviewNote>}
      {closesOn && (
        <div className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {words.locales.map((locale, i) => (
            <AnswerBy
              key={locale}
              text={words.textIn(locale, 'card.rsvp.answerBy', { date: DATE_SLOT })}
              date={longDateWords(closesOn, locale)}
              lang={i > 0 ? locale : undefined}
            />
          ))}
        </div>
      )}
      <fieldset disabled={!send} className={`space-y-4 ${send ? '' : 'mt-4 opacity-60'}`}>
        <FormField id="rsvp-name" label={words.say('card.rsvp.name')} error={error('name')}>
          <input
            {...field('name')}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            autoComplete="name"
            maxLength={80}
            className={inputClass}
          />
        </FormField>
        <FormField
          id="rsvp-phoneNumber"
          label={words.say('card.rsvp.phone')}
          error={error('phoneNumber')}
        >
          <PhoneInput
            {...field('phoneNumber')}
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.target.value)}
          />
        </FormField>
        {askEmail && (
          <FormField id="rsvp-email" label={words.say('card.rsvp.email')} error={error('email')}>
            <input
              {...field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              maxLength={254}
              className={inputClass}
            />
          </FormField>
        )}
        {perMajlis ? (
          asked.map((one) => (
            <MajlisFields
              key={one.id}
              majlis={one}
              answer={answerOf(one.id)}
              onChange={answer(one.id)}
              errors={majlisErrors[one.id] ?? {}}
              free={free}
              guestsCap={guestsLimit}
            />
          ))
        ) : (
          // Side by side in one language; in both, "Tidak Hadir / Not Attending" needs the
          // whole width or the select cuts it off on a phone.
          <div
            className={`grid items-start gap-3 ${words.locales.length > 1 ? 'grid-cols-1' : 'grid-cols-2'}`}
          >
            <FormField
              id="rsvp-guests"
              label={words.say('card.rsvp.guests')}
              error={error('guests')}
            >
              <input
                {...guestsControl}
                aria-describedby={
                  [guestsControl['aria-describedby'], guestsHint && 'rsvp-guests-hint']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                type="number"
                inputMode="numeric"
                min={1}
                max={guestsLimit?.max ?? MAX_GUESTS_PER_RSVP}
                step={1}
                value={values.guests}
                onChange={(e) => set('guests')(e.target.value)}
                className={inputClass}
              />
              {guestsHint && (
                <p id="rsvp-guests-hint" className="mt-1 text-xs text-neutral-600">
                  {shownWords(words, guestsHint)}
                </p>
              )}
            </FormField>
            <FormField id="rsvp-attending" label={words.say('card.rsvp.attendance')}>
              <select
                id="rsvp-attending"
                value={values.attending}
                onChange={(e) => set('attending')(e.target.value)}
                className={inputClass}
              >
                <option value="yes">{words.line('card.rsvp.attending')}</option>
                <option value="no">{words.line('card.rsvp.notAttending')}</option>
              </select>
            </FormField>
          </div>
        )}
        <FormField
          id="rsvp-ucapan"
          label={words.say('card.rsvp.wish')}
          hint={words.line('card.rsvp.optional')}
          error={error('ucapan')}
        >
          <textarea
            {...field('ucapan')}
            rows={3}
            maxLength={MAX_UCAPAN_LENGTH}
            value={values.ucapan}
            onChange={(e) => set('ucapan')(e.target.value)}
            className={inputClass}
          />
        </FormField>
        <HoneypotField id="rsvp-website" value={values.website} onChange={set('website')} />
        <div role="status" aria-live="polite">
          {outcome?.kind === 'success' && (
            <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
              {shownWords(words, outcome.message)}
            </p>
          )}
          {outcome?.kind === 'failure' && (
            <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <span className="block font-semibold">{words.say('card.rsvp.error.failure')}</span>
              {outcome.detail && (
                <span className="mt-1 block">{shownWords(words, outcome.detail)}</span>
              )}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={sending}
          className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-neutral-900 px-6 py-1 font-semibold text-white transition ${
            send ? 'hover:bg-black disabled:cursor-wait disabled:opacity-60' : 'cursor-not-allowed'
          }`}
        >
          {sending && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
            />
          )}
          <span>{words.say('card.rsvp.send')}</span>
        </button>
      </fieldset>
    </form>
  );
}
