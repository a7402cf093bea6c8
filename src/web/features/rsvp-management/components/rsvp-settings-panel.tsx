import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { RsvpSettingsBody } from '@shared/schemas/rsvp-management';
import { inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useSetRsvpClosesOn } from '../api/set-rsvp-closes-on';
import { useSetRsvpSettings } from '../api/set-rsvp-settings';
import { SavingSwitch } from '@web/components/ui/saving-switch';
import { useT } from '@web/i18n/use-t';

/** One switch wired to its own save (each shows its own saving state and answer). */
function SettingSwitch({
  cardId,
  setting,
  on,
  label,
  onText,
  offText,
  readOnly,
}: {
  readOnly: boolean;
  cardId: string;
  setting: keyof RsvpSettingsBody;
  on: boolean;
  label: string;
  onText: string;
  offText: string;
}) {
  const save = useSetRsvpSettings(cardId);
  return (
    <SavingSwitch
      className="py-3"
      label={label}
      description={on ? onText : offText}
      on={on}
      saving={save.isPending}
      onChange={(next) => save.mutate({ [setting]: next })}
      message={save.data?.message ?? null}
      error={save.isError ? errorMessage(save.error) : null}
      readOnly={readOnly}
    />
  );
}

/**
 * Tarikh akhir RSVP: the last day guests may answer, or none (empty). Saved with its own button,
 * since a date field changes as it is typed. Staff may set it too, on a support case.
 */
function ClosingDate({ cardId, closesOn }: { cardId: string; closesOn: string | null }) {
  const t = useT();
  const id = useId();
  const save = useSetRsvpClosesOn(cardId);
  const [value, setValue] = useState(closesOn ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value === '' ? null : value);
  };
  const error = save.isError ? errorMessage(save.error) : null;
  return (
    <form onSubmit={submit} noValidate className="py-3">
      <label htmlFor={id} className="font-semibold text-ink">
        {t('rsvps.settings.closesOn')}
      </label>
      <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
        {t('rsvps.settings.closesOnHint')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <div className="w-48 [&>input]:mt-0">
          <input
            id={id}
            type="date"
            value={value}
            min={malaysiaCalendarDate(new Date())}
            aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
            className={inputClass}
          />
        </div>
        <Button
          type="submit"
          tone="secondary"
          disabled={save.isPending || value === (closesOn ?? '')}
        >
          {save.isPending ? t('rsvps.saving') : t('rsvps.settings.saveDate')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : (
        save.data && (
          <p role="status" className="mt-2 text-sm text-emerald-deep">
            {save.data.message}
          </p>
        )
      )}
    </form>
  );
}

/**
 * The two switches at the top, RSVP on/off and the guests'
 * e-mail field on/off, and the RSVP's last day. The guest card reads them when it loads, so guests with the card already
 * open see the change on their next visit; the hint says so.
 */
export function RsvpSettingsPanel({ card }: { card: OwnerCard }) {
  // Staff see the switches as they are; only the owner changes them (the server says so too).
  const readOnly = card.viewer === 'staff';
  const t = useT();
  return (
    <section
      aria-labelledby="tetapan-rsvp"
      className="rounded-3xl border border-emerald-deep/10 bg-paper px-5 pt-4 pb-3 shadow-sm"
    >
      <h2 id="tetapan-rsvp" className="font-display text-xl text-emerald-deep">
        {t('rsvps.settings.heading')}
      </h2>
      <div className="divide-y divide-emerald-deep/10">
        <SettingSwitch
          readOnly={readOnly}
          cardId={card.id}
          setting="rsvp"
          on={card.features.rsvp}
          label={t('rsvps.settings.rsvp')}
          onText={t('rsvps.settings.rsvpOn')}
          offText={t('rsvps.settings.rsvpOff')}
        />
        <SettingSwitch
          readOnly={readOnly}
          cardId={card.id}
          setting="email_input"
          on={card.features.email_input}
          label={t('rsvps.settings.email')}
          onText={t('rsvps.settings.emailOn')}
          offText={t('rsvps.settings.emailOff')}
        />
        <ClosingDate cardId={card.id} closesOn={card.features.rsvpClosesOn} />
      </div>
      <p className="mt-1 text-xs text-muted">{t('rsvps.settings.hint')}</p>
    </section>
  );
}
