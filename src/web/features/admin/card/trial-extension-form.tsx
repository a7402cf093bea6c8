import type { FormEvent } from 'react';
import type { AdminCardDetail } from '@shared/schemas/admin';
import { MAX_TRIAL_EXTENSION_HOURS, trialExtensionFormSchema } from '@shared/schemas/admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { malaysiaTime } from '../components/format';
import { useExtendTrial } from './api/extend-trial';

/** Extend the card's trial by some hours, with a reason (audited). */
export function TrialExtensionForm({ card }: { card: AdminCardDetail }) {
  const form = useZodForm(trialExtensionFormSchema, { hours: '24', reason: '' });
  const extend = useExtendTrial(card.id);

  if (card.status === 'active') {
    return <p className="text-muted">Kad ini sudah aktif: tiada tempoh percubaan.</p>;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    extend.mutate(body, {
      onError: form.showServerError,
      onSuccess: () => form.setValues({ hours: '24', reason: '' }),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField
          id="trial-hours"
          label="Jam"
          hint={`1 hingga ${MAX_TRIAL_EXTENSION_HOURS}`}
          error={form.errors.hours}
        >
          <input
            {...fieldControl('trial-hours', form.errors.hours)}
            className={inputClass}
            inputMode="numeric"
            value={form.values.hours}
            onChange={(e) => form.set('hours', e.target.value)}
          />
        </FormField>
        <FormField id="trial-reason" label="Sebab" error={form.errors.reason}>
          <input
            {...fieldControl('trial-reason', form.errors.reason)}
            className={inputClass}
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
            maxLength={500}
            placeholder="cth. Pelanggan minta masa untuk bayar"
          />
        </FormField>
      </div>
      <Button type="submit" disabled={extend.isPending}>
        {extend.isPending ? 'Sedang diproses…' : 'Lanjutkan Tempoh Percubaan'}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {extend.isSuccess && (
          <p className="text-emerald-deep">
            {extend.data.message} Tamat: {malaysiaTime(extend.data.trialEndsAt)}
          </p>
        )}
      </div>
      {extend.isError && !form.errors.hours && !form.errors.reason && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(extend.error)}
        </p>
      )}
    </form>
  );
}
