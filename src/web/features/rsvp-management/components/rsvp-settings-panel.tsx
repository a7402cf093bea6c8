import type { OwnerCard } from '@shared/schemas/owner-card';
import type { RsvpSettingsBody } from '@shared/schemas/rsvp-management';
import { errorMessage } from '@web/lib/api-client';
import { useSetRsvpSettings } from '../api/set-rsvp-settings';
import { SavingSwitch } from '@web/components/ui/saving-switch';

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
 * The two switches at the top, RSVP on/off and the guests'
 * e-mail field on/off. The guest card reads them when it loads, so guests with the card already
 * open see the change on their next visit; the hint says so.
 */
export function RsvpSettingsPanel({ card }: { card: OwnerCard }) {
  // Staff see the switches as they are; only the owner changes them (the server says so too).
  const readOnly = card.viewer === 'staff';
  return (
    <section
      aria-labelledby="tetapan-rsvp"
      className="rounded-3xl border border-emerald-deep/10 bg-paper px-5 pt-4 pb-3 shadow-sm"
    >
      <h2 id="tetapan-rsvp" className="font-display text-xl text-emerald-deep">
        Tetapan RSVP
      </h2>
      <div className="divide-y divide-emerald-deep/10">
        <SettingSwitch
          readOnly={readOnly}
          cardId={card.id}
          setting="rsvp"
          on={card.features.rsvp}
          label="RSVP dibuka"
          onText="Tetamu boleh menghantar RSVP dan ucapan dari kad."
          offText="Butang RSVP tidak ditunjukkan pada kad tetamu."
        />
        <SettingSwitch
          readOnly={readOnly}
          cardId={card.id}
          setting="email_input"
          on={card.features.email_input}
          label="Minta email tetamu"
          onText="Borang RSVP meminta email tetamu."
          offText="Borang RSVP tidak meminta email."
        />
      </div>
      <p className="mt-1 text-xs text-muted">
        Perubahan dilihat tetamu apabila mereka membuka (atau memuat semula) kad anda.
      </p>
    </section>
  );
}
