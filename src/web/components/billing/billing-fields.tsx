import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { useT } from '@web/i18n/use-t';

/** The name and phone a form keeps, with their messages (useZodForm's values and errors). */
interface BillingForm {
  values: { name: string; mobile: string };
  errors: Partial<Record<'name' | 'mobile', string>>;
  set(field: 'name' | 'mobile', value: string): void;
}

/**
 * The owner's name and phone (the API's own
 * messages beside them) and the session's e-mail, read-only. `idPrefix` keeps the ids of two
 * such forms apart (`profile-name`, `checkout-name`).
 */
export function BillingFields({
  idPrefix,
  form,
  email,
}: {
  idPrefix: string;
  form: BillingForm;
  email: string;
}) {
  const t = useT();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <FormField id={id('name')} label={t('checkout.billing.name')} error={form.errors.name}>
        <input
          {...fieldControl(id('name'), form.errors.name)}
          value={form.values.name}
          onChange={(e) => form.set('name', e.target.value)}
          autoComplete="name"
          maxLength={80}
          className={inputClass}
        />
      </FormField>
      <FormField id={id('mobile')} label={t('checkout.billing.phone')} error={form.errors.mobile}>
        <PhoneInput
          {...fieldControl(id('mobile'), form.errors.mobile)}
          value={form.values.mobile}
          onChange={(e) => form.set('mobile', e.target.value)}
        />
      </FormField>
      <FormField id={id('email')} label={t('checkout.billing.email')}>
        <input id={id('email')} value={email} readOnly className={inputClass} />
      </FormField>
    </>
  );
}
