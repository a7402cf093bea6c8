import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Contact } from '@shared/card/card-content';
import { MAX_CONTACTS } from '@shared/card/card-content';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { CONTACT_METHOD_LABEL_KEYS } from '@web/components/contact/contact-method-field';
import { useT } from '@web/i18n/use-t';
import { ContactForm } from './contact-form';

/** A contact the panel opens on, with the server's refusal about it. */
export interface ContactFocus {
  index: number;
  error: unknown;
}

/**
 * The edit page's add-contacts panel: the card's contacts (the people
 * guests call or WhatsApp from the card's Hubungi panel), each with Ubah and Buang, and a form
 * that adds one, or saves the one being changed. Changes go on the card on the screen at once;
 * Update saves them with the rest.
 */
export function ContactsPanel({
  contacts,
  focus,
  onChange,
  onClose,
}: {
  contacts: Contact[];
  focus?: ContactFocus | null;
  onChange: (contacts: Contact[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const startAt = focus && focus.index < contacts.length ? focus.index : null;
  // The contact being changed, or null while the form adds a new one.
  const [editing, setEditing] = useState<number | null>(startAt);
  // The server's refusal, until that contact is saved again or the list changes under it.
  const [refusal, setRefusal] = useState<unknown>(focus?.error);
  const full = contacts.length >= MAX_CONTACTS;

  const remove = (index: number) => {
    onChange(contacts.filter((_, i) => i !== index));
    setRefusal(undefined);
    if (editing === index) setEditing(null);
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };
  const save = (contact: Contact) => {
    if (editing === null) onChange([...contacts, contact]);
    else onChange(contacts.map((old, i) => (i === editing ? contact : old)));
    if (editing === startAt) setRefusal(undefined);
    setEditing(null);
  };

  return (
    <SheetDialog title={t('editor.bar.contacts')} onClose={onClose}>
      <p className="text-sm text-neutral-600">{t('editor.contacts.intro')}</p>

      {contacts.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-neutral-300 px-4 py-3 text-sm text-neutral-600">
          {t('editor.contacts.none')}
        </p>
      ) : (
        <ul aria-label={t('create.contacts.list')} className="mt-4 space-y-2">
          {contacts.map((contact, i) => (
            <li
              key={`${i}-${contact.phoneNumber}`}
              aria-current={editing === i ? 'true' : undefined}
              className="flex items-center gap-2 rounded-2xl border border-neutral-200 px-4 py-2.5 aria-[current]:border-emerald-deep aria-[current]:bg-emerald-deep/5"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-neutral-900">{contact.name}</p>
                <p className="text-sm text-neutral-600">
                  {contact.phoneNumber} · {t(CONTACT_METHOD_LABEL_KEYS[contact.contactMethod])}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setEditing(i)}
                aria-label={t('editor.contacts.edit', { name: contact.name })}
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-emerald-deep hover:bg-emerald-deep/10"
              >
                <Pencil className="h-4.5 w-4.5" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('create.contacts.remove', { name: contact.name })}
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-4.5 w-4.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5">
        {editing === null ? (
          <ContactForm
            key="new"
            heading={t('editor.contacts.addTitle')}
            initial={null}
            submitLabel={t('create.contacts.add')}
            disabled={full}
            onSubmit={save}
          />
        ) : (
          <ContactForm
            key={`edit-${editing}`}
            heading={t('editor.contacts.editTitle', { n: editing + 1 })}
            initial={contacts[editing] ?? null}
            submitLabel={t('editor.contacts.save')}
            serverError={editing === startAt ? refusal : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
        {full && editing === null && (
          <p className="mt-2 text-sm text-neutral-600">
            {t('editor.contacts.full', { max: MAX_CONTACTS })}
          </p>
        )}
      </div>
    </SheetDialog>
  );
}
