import { useState } from 'react';
import type { FormEvent } from 'react';
import type { RsvpCreated, RsvpInput, Wish } from '@shared/schemas/rsvp';
import {
  MAX_GUESTS_PER_RSVP,
  MAX_UCAPAN_LENGTH,
  RSVP_MESSAGES,
  rsvpInputSchema,
} from '@shared/schemas/rsvp';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { HoneypotField } from '@web/components/ui/honeypot-field';
import { ApiRequestError } from '@web/lib/api-client';
import { PreviewNote } from './preview-note';

// Nama, Nombor Telefon, Email (only when the card asks for
// it), Jumlah Tetamu, Hadir / Tidak Hadir, Ucapan (optional), Hantar RSVP. The form is checked
// here with the same schema the server checks it with. Load it lazily (its own chunk): zod loads
// only when a guest opens the panel.

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
export type RsvpFormStart = Omit<RsvpFormValues, 'website'>;

/** A cap on the guests below the usual one (a party's allowance), said under the field. */
export interface GuestsLimit {
  max: number;
  hint: string;
  /** Shown at the field when the guests are over `max`. */
  message: string;
}

const FIELDS: readonly string[] = ['name', 'phoneNumber', 'email', 'guests', 'ucapan'];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name ?? '');

/**
 * The RSVP form. `send` posts it (the guest card); without it the form is the /demo preview's:
 * shown as guests will see it, switched off, with a note, since the card does not exist yet.
 * A party's personal link gives `start` (its details and answer, which stay in the
 * form after sending: they are its answer now) and `guestsLimit` (its allowance).
 */
export default function RsvpForm({
  askEmail,
  send,
  onWish,
  start,
  guestsLimit,
}: {
  askEmail: boolean;
  send?: (input: RsvpInput) => Promise<RsvpCreated>;
  onWish?: (wish: Wish) => void;
  start?: RsvpFormStart;
  guestsLimit?: GuestsLimit;
}) {
  const [values, setValues] = useState<RsvpFormValues>(() => ({ ...EMPTY, ...start }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = (field: keyof RsvpFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !send) return;
    setOutcome(null);
    const input = {
      name: values.name,
      phoneNumber: values.phoneNumber,
      ...(askEmail ? { email: values.email } : {}),
      guests: values.guests,
      attending: values.attending === 'yes',
      ucapan: values.ucapan,
      ...(values.website ? { website: values.website } : {}),
    };
    const checked = rsvpInputSchema.safeParse(input);
    const found: Partial<Record<Field, string>> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    if (askEmail && !values.email.trim()) found.email = RSVP_MESSAGES.email;
    if (guestsLimit && Number(values.guests) > guestsLimit.max)
      found.guests ??= guestsLimit.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setSending(true);
    try {
      const reply = await send({ ...input, guests: Number(values.guests) });
      // The sender sees their wish at once; on the demo card it lives only on this screen.
      const valid = checked.success ? checked.data : null;
      if (valid?.ucapan)
        onWish?.({ name: valid.name, ucapan: valid.ucapan, created_at: new Date().toISOString() });
      if (!start) setValues(EMPTY);
      setOutcome({ kind: 'success', message: reply.message });
    } catch (error) {
      // A refusal about one field is shown beside it; anything else under the button.
      if (error instanceof ApiRequestError && isField(error.field)) {
        setErrors({ [error.field]: error.message });
        return;
      }
      const detail =
        error instanceof ApiRequestError && error.message !== RSVP_MESSAGES.failure
          ? error.message
          : null;
      setOutcome({ kind: 'failure', detail });
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => fieldControl(`rsvp-${name}`, errors[name]);
  const guestsControl = field('guests');
  // The allowance's hint, unless the error under it already says it.
  const guestsHint = guestsLimit && errors.guests !== guestsLimit.message ? guestsLimit.hint : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!send && (
        <PreviewNote>
          Ini pratonton. Tetamu boleh menghantar RSVP selepas kad anda diterbitkan.
        </PreviewNote>
      )}
      <fieldset disabled={!send} className={`space-y-4 ${send ? '' : 'mt-4 opacity-60'}`}>
        <FormField id="rsvp-name" label="Nama" error={errors.name}>
          <input
            {...field('name')}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            autoComplete="name"
            maxLength={80}
            className={inputClass}
          />
        </FormField>
        <FormField id="rsvp-phoneNumber" label="Nombor Telefon" error={errors.phoneNumber}>
          <PhoneInput
            {...field('phoneNumber')}
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.target.value)}
          />
        </FormField>
        {askEmail && (
          <FormField id="rsvp-email" label="Email" error={errors.email}>
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
        <div className="grid grid-cols-2 items-start gap-3">
          <FormField id="rsvp-guests" label="Jumlah Tetamu" error={errors.guests}>
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
                {guestsHint}
              </p>
            )}
          </FormField>
          <FormField id="rsvp-attending" label="Kehadiran">
            <select
              id="rsvp-attending"
              value={values.attending}
              onChange={(e) => set('attending')(e.target.value)}
              className={inputClass}
            >
              <option value="yes">Hadir</option>
              <option value="no">Tidak Hadir</option>
            </select>
          </FormField>
        </div>
        <FormField id="rsvp-ucapan" label="Ucapan" hint="pilihan" error={errors.ucapan}>
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
              {outcome.message}
            </p>
          )}
          {outcome?.kind === 'failure' && (
            <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <span className="font-semibold">{RSVP_MESSAGES.failure}</span>
              {outcome.detail && <span className="mt-1 block">{outcome.detail}</span>}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={sending}
          className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-neutral-900 px-6 font-semibold text-white transition ${
            send ? 'hover:bg-black disabled:cursor-wait disabled:opacity-60' : 'cursor-not-allowed'
          }`}
        >
          {sending && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
            />
          )}
          Hantar RSVP
        </button>
      </fieldset>
    </form>
  );
}
