import type { FormEvent } from 'react';
import type { AdminCardDetail } from '@shared/schemas/admin';
import { MAX_TRIAL_EXTENSION_HOURS, trialExtensionFormSchema } from '@shared/schemas/admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/i18n/use-t';
import { useZodForm } from '@web/lib/use-zod-form';
import { useMalaysiaTime } from '../components/format';
import { useExtendTrial } from './api/extend-trial';

/** Extend the card's trial by some hours, with a reason (audited). */
export function TrialExtensionForm({ card }: { card: AdminCardDetail }) {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  const form = useZodForm(trialExtensionFormSchema, { hours: '24', reason: '' });
  const extend = useExtendTrial(card.id);

  if (card.status === 'active') {
    return <p className="text-muted">{t('staff.trial.active')}</p>;
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
          label={t('staff.trial.hours')}
          hint={t('staff.trial.hoursHint', { max: MAX_TRIAL_EXTENSION_HOURS })}
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
        <FormField id="trial-reason" label={t('staff.trial.reason')} error={form.errors.reason}>
          <input
            {...fieldControl('trial-reason', form.errors.reason)}
            className={inputClass}
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
            maxLength={500}
            placeholder={t('staff.trial.reasonExample')}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={extend.isPending}>
        {extend.isPending ? t('staff.working') : t('staff.trial.extend')}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {extend.isSuccess && (
          <p className="text-emerald-deep">
            {t('staff.trial.extended', { end: malaysiaTime(extend.data.trialEndsAt) })}
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
