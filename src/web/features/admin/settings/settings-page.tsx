import type { FormEvent } from 'react';
import { useSettings } from '@web/api/get-settings';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SavingSwitch } from '@web/components/ui/saving-switch';
import type { PublicSettings } from '@shared/schemas/settings';
import { MAX_PRICE_RINGGIT, MIN_PRICE_RINGGIT, settingsFormSchema } from '@shared/schemas/settings';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { AdminShell } from '../components/admin-shell';
import { useUpdateSettings } from './api/update-settings';

/**
 * The price (RM), the support WhatsApp number and maintenance mode, each
 * checked by the shared rule before it is sent; the server checks again and audit-logs.
 */
export function AdminSettingsPage() {
  const t = useT();
  const settings = useSettings();
  return (
    <AdminShell title={t('staffSettings.title')} intro={t('staffSettings.intro')}>
      <QueryState query={settings}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <SettingsForm settings={data} />
            <MaintenancePanel on={data.maintenance_mode} />
          </div>
        )}
      </QueryState>
    </AdminShell>
  );
}

const PANEL = 'rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

function SettingsForm({ settings }: { settings: PublicSettings }) {
  const t = useT();
  const save = useUpdateSettings();
  const form = useZodForm(settingsFormSchema, {
    price: (settings.price / 100).toFixed(2),
    whatsapp_no: settings.whatsapp_no,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { price, whatsapp_no: whatsappNo } = form.values;
    save.mutate(
      { price, ...(whatsappNo.trim() === '' ? {} : { whatsapp_no: whatsappNo }) },
      { onError: form.showServerError },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={PANEL}
      aria-label={t('staffSettings.formLabel')}
    >
      <h2 className="font-semibold text-ink">{t('staffSettings.formTitle')}</h2>
      <div className="mt-4 space-y-4">
        <FormField
          id="harga"
          label={t('staffSettings.price')}
          hint={t('staffSettings.priceHint', { min: MIN_PRICE_RINGGIT, max: MAX_PRICE_RINGGIT })}
          error={form.errors.price}
        >
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-neutral-500">
              RM
            </span>
            <input
              {...fieldControl('harga', form.errors.price)}
              inputMode="decimal"
              value={form.values.price}
              onChange={(e) => form.set('price', e.target.value)}
              className={`${inputClass} pl-11`}
            />
          </div>
        </FormField>
        <FormField
          id="whatsapp"
          label={t('staffSettings.whatsapp')}
          error={form.errors.whatsapp_no}
        >
          <PhoneInput
            {...fieldControl('whatsapp', form.errors.whatsapp_no)}
            autoComplete="off"
            value={form.values.whatsapp_no}
            onChange={(e) => form.set('whatsapp_no', e.target.value)}
          />
        </FormField>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('staff.saving') : t('staffSettings.save')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm">
          {save.isSuccess && <span className="text-emerald-deep">{t('staffSettings.saved')}</span>}
          {save.isError && !form.errors.price && !form.errors.whatsapp_no && (
            <span className="text-red-700">{errorMessage(save.error)}</span>
          )}
        </p>
      </div>
    </form>
  );
}

function MaintenancePanel({ on }: { on: boolean }) {
  const t = useT();
  const save = useUpdateSettings();
  return (
    <div className={PANEL}>
      <SavingSwitch
        label={t('staffSettings.maintenance')}
        description={on ? t('staffSettings.maintenanceOn') : t('staffSettings.maintenanceOff')}
        on={on}
        saving={save.isPending}
        onChange={(next) => save.mutate({ maintenance_mode: next })}
        message={
          save.isSuccess
            ? on
              ? t('staffSettings.maintenanceSwitchedOn')
              : t('staffSettings.maintenanceSwitchedOff')
            : null
        }
        error={save.isError ? errorMessage(save.error) : null}
      />
    </div>
  );
}
