import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Contact, ContactMethod } from '@shared/card/card-content';
import { MAX_CONTACT_NAME_LENGTH, contactInputSchema } from '@shared/card/card-input';
import { ContactMethodField } from '@web/components/contact/contact-method-field';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';

const EMPTY = { name: '', phoneNumber: '', contactMethod: 'both' };
const FIELDS = new Set(Object.keys(EMPTY));
/** `card.contacts.2.phoneNumber` → `phoneNumber`. */
const lastPart = (field: string | undefined) => field?.split('.').at(-1) ?? '';

/**
 * One contact's form (name, phone, method by radio), checked with
 * the shared rule the API applies, so its messages are the server's own. A refusal the server
 * sent about this contact (`card.contacts.N.phoneNumber`) shows beside its field on opening.
 */
export function ContactForm({
  heading,
  initial,
  submitLabel,
  serverError,
  disabled = false,
  onSubmit,
  onCancel,
}: {
  heading: string;
  initial: Contact | null;
  submitLabel: string;
  serverError?: unknown;
  disabled?: boolean;
  onSubmit: (contact: Contact) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const form = useZodForm(contactInputSchema, initial ? { ...initial } : EMPTY);
  // A refusal about the contact as a whole (not one of its fields) shows above the form.
  const [otherError, setOtherError] = useState(() =>
    serverError instanceof ApiRequestError && !FIELDS.has(lastPart(serverError.field))
      ? serverError.message
      : null,
  );
  const { showServerError } = form;

  // Once, on opening: the server's refusal beside its field (not again as the values change)…
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !(serverError instanceof ApiRequestError)) return;
    shown.current = true;
    showServerError(serverError);
  }, [serverError, showServerError]);
  // …and the focus on that field, once the panel has put it on its first control.
  useEffect(() => {
    if (!(serverError instanceof ApiRequestError)) return;
    const input = `${id}-${lastPart(serverError.field) === 'phoneNumber' ? 'phone' : 'name'}`;
    const frame = requestAnimationFrame(() => document.getElementById(input)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [id, serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOtherError(null);
    const contact = form.check();
    if (!contact) return;
    onSubmit(contact);
    if (!initial) form.setValues(EMPTY);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-neutral-900">
        {heading}
      </h3>
      {otherError && (
        <p role="alert" className="text-sm text-red-700">
          {otherError}
        </p>
      )}
      <FormField id={`${id}-name`} label={t('create.contacts.name')} error={form.errors.name}>
        <input
          {...fieldControl(`${id}-name`, form.errors.name)}
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          maxLength={MAX_CONTACT_NAME_LENGTH}
          autoComplete="off"
          placeholder={t('create.contacts.namePlaceholder')}
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${id}-phone`}
        label={t('create.contacts.phone')}
        error={form.errors.phoneNumber}
      >
        <PhoneInput
          {...fieldControl(`${id}-phone`, form.errors.phoneNumber)}
          autoComplete="off"
          value={form.values.phoneNumber}
          onChange={(event) => form.set('phoneNumber', event.target.value)}
        />
      </FormField>
      <ContactMethodField
        name={`${id}-method`}
        value={form.values.contactMethod as ContactMethod}
        onChange={(method) => form.set('contactMethod', method)}
        error={form.errors.contactMethod}
      />
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={disabled} className="disabled:opacity-50 sm:flex-1">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
            {t('editorMajlis.rows.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
