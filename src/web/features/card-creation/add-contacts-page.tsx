import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { ContactMethod } from '@shared/card/card-content';
import { MAX_CONTACTS } from '@shared/card/card-content';
import { contactInputSchema } from '@shared/card/card-input';
import {
  CONTACT_METHOD_LABEL_KEYS,
  ContactMethodField,
} from '@web/components/contact/contact-method-field';
import { FormField, PhoneInput, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useCardDraft } from '@web/lib/draft-store';
import { useRuleText, useT } from '@web/i18n/use-t';

type Errors = Partial<Record<'name' | 'phone', string>>;

/**
 * Tambah Contacts. The people guests may call or WhatsApp from the
 * card's Hubungi panel, kept in the draft; Submit goes on to /daftar once there is one.
 */
export function AddContactsPage() {
  const [draft, update] = useCardDraft();
  const navigate = useNavigate();
  const t = useT();
  const sayRule = useRuleText();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<ContactMethod>('both');
  const [errors, setErrors] = useState<Errors>({});
  const contacts = draft.contacts;
  const full = contacts.length >= MAX_CONTACTS;

  const add = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule for a contact (its text rule included, in its own words), with this
    // page's words for an empty name or a bad number.
    const checked = contactInputSchema.safeParse({
      name,
      phoneNumber: phone,
      contactMethod: method,
    });
    const found: Errors = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      if (issue.path[0] === 'name')
        found.name ??= name.trim() ? sayRule(issue.message) : t('create.contacts.nameMissing');
      if (issue.path[0] === 'phoneNumber') found.phone ??= t('create.contacts.phoneInvalid');
    }
    setErrors(found);
    if (!checked.success || full) return;
    update({ contacts: [...contacts, checked.data] });
    setName('');
    setPhone('');
    setMethod('both');
  };

  const remove = (index: number) => update({ contacts: contacts.filter((_, i) => i !== index) });

  return (
    <section className="mx-auto max-w-xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('create.contacts.title'))} noindex />
      <h1 className="font-display text-3xl text-emerald-deep">{t('create.contacts.title')}</h1>
      <p className="mt-2 text-muted">{t('create.contacts.intro')}</p>

      {contacts.length > 0 && (
        <ul aria-label={t('create.contacts.list')} className="mt-6 space-y-2">
          {contacts.map((contact, i) => (
            <li
              key={`${contact.phoneNumber}-${i}`}
              className="flex items-center justify-between gap-3 rounded-2xl border border-emerald-deep/10 bg-paper px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{contact.name}</p>
                <p className="text-sm text-muted">
                  {contact.phoneNumber} · {t(CONTACT_METHOD_LABEL_KEYS[contact.contactMethod])}
                </p>
              </div>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('create.contacts.remove', { name: contact.name })}
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-5 w-5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <form
        onSubmit={add}
        noValidate
        className="mt-6 space-y-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5"
      >
        <FormField id="contact-name" label={t('create.contacts.name')} error={errors.name}>
          <input
            {...fieldControl('contact-name', errors.name)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            placeholder={t('create.contacts.namePlaceholder')}
            className={inputClass}
          />
        </FormField>
        <FormField id="contact-phone" label={t('create.contacts.phone')} error={errors.phone}>
          <PhoneInput
            {...fieldControl('contact-phone', errors.phone)}
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </FormField>
        <ContactMethodField name="contact-method" value={method} onChange={setMethod} />
        {full && (
          <p className="text-sm text-muted">{t('create.contacts.full', { max: MAX_CONTACTS })}</p>
        )}
        <Button type="submit" tone="secondary" disabled={full} className="w-full">
          {t('create.contacts.add')}
        </Button>
      </form>

      <Button
        onClick={() => void navigate('/daftar')}
        disabled={contacts.length === 0}
        className="mt-6 w-full disabled:cursor-not-allowed disabled:opacity-50"
      >
        {t('create.contacts.submit')}
      </Button>
    </section>
  );
}
