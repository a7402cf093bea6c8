import { useState } from 'react';
import type { FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import type { WalkInBody } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGE_IDS, walkInBodySchema } from '@shared/schemas/check-in';
import { MAX_GUESTS_PER_RSVP } from '@shared/schemas/rsvp';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useT } from '@web/i18n/use-t';
import { newClientRef } from '../utils/client-ref';

type Errors = Partial<Record<'name' | 'guests', string>>;

const STEP_BUTTON =
  'grid h-12 w-12 shrink-0 place-items-center rounded-full border border-emerald-deep/30 text-emerald-deep hover:bg-emerald-deep/5 disabled:opacity-40';

/**
 * Tetamu tanpa RSVP: a name and the number of guests, checked in at once.
 * The walk-in's reference is made at the tap, so a resend from the offline queue adds nobody.
 */
export function WalkInDialog({
  sending,
  error,
  onSubmit,
  onClose,
}: {
  sending: boolean;
  error: string | null;
  onSubmit: (walkIn: WalkInBody) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [guests, setGuests] = useState('1');
  const [errors, setErrors] = useState<Errors>({});
  const count = Number.parseInt(guests, 10);
  const step = (by: number) => {
    const next = Math.min(MAX_GUESTS_PER_RSVP, Math.max(1, (Number.isNaN(count) ? 1 : count) + by));
    setGuests(String(next));
    setErrors((was) => ({ ...was, guests: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walkInBodySchema.safeParse({
      name,
      guests: /^\d+$/.test(guests.trim()) ? Number(guests) : NaN,
      clientRef: newClientRef(),
    });
    if (!parsed.success) {
      // The rule's words, in the page's language (in the browser a schema's messages are not
      // the catalogue's text): one message per field says what each needs.
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        name: fields.has('name') ? t(CHECK_IN_MESSAGE_IDS.walkInName) : undefined,
        guests: fields.has('guests')
          ? t(CHECK_IN_MESSAGE_IDS.walkInGuests, { max: MAX_GUESTS_PER_RSVP })
          : undefined,
      });
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <SheetDialog title={t(CHECK_IN_MESSAGE_IDS.walkInNote)} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-600">{t('door.walkIn.intro')}</p>
        <FormField id="walk-in-name" label={t('door.walkIn.name')} error={errors.name}>
          <input
            {...fieldControl('walk-in-name', errors.name)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((was) => ({ ...was, name: undefined }));
            }}
            autoComplete="off"
            enterKeyHint="next"
            className={inputClass}
          />
        </FormField>
        <FormField id="walk-in-guests" label={t('door.walkIn.guests')} error={errors.guests}>
          <div className="mt-1 flex items-center gap-2">
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => step(-1)}
              disabled={count <= 1}
              aria-label={t('door.walkIn.fewer')}
            >
              <Minus className="h-5 w-5" aria-hidden="true" />
            </button>
            <input
              {...fieldControl('walk-in-guests', errors.guests)}
              value={guests}
              onChange={(event) => {
                setGuests(event.target.value);
                setErrors((was) => ({ ...was, guests: undefined }));
              }}
              inputMode="numeric"
              pattern="[0-9]*"
              className={`${inputClass} mt-0 text-center text-lg font-semibold`}
            />
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => step(1)}
              disabled={count >= MAX_GUESTS_PER_RSVP}
              aria-label={t('door.walkIn.more')}
            >
              <Plus className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </FormField>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" className="min-h-14 w-full text-lg" disabled={sending}>
          {t(sending ? 'door.checkingIn' : CHECK_IN_MESSAGE_IDS.checkIn)}
        </Button>
      </form>
    </SheetDialog>
  );
}
