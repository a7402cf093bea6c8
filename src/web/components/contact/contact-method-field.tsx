import type { ContactMethod } from '@shared/card/card-content';
import { CONTACT_METHODS } from '@shared/card/card-content';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';

/** How guests may reach a contact, as a couple reads it: the catalogue's words. */
export const CONTACT_METHOD_LABEL_KEYS = {
  whatsapp: 'create.contactMethod.whatsapp',
  phonecall: 'create.contactMethod.phonecall',
  both: 'create.contactMethod.both',
} as const satisfies Record<ContactMethod, SiteMessageId>;

/**
 * The same words in Malay, for a page that does not read the catalogue yet (the editor's list of
 * contacts); a test keeps them equal to the Malay catalogue's.
 */
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  whatsapp: 'WhatsApp',
  phonecall: 'Panggilan telefon',
  both: 'Kedua-duanya',
};

/**
 * 'Cara dihubungi': WhatsApp, a phone call or both, as one row of radio pills (Tambah Contacts
 * and the edit page's contacts).
 */
export function ContactMethodField({
  name,
  value,
  onChange,
  error,
}: {
  /** The radio group's name (unique on the page). */
  name: string;
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-neutral-800">
        {t('create.contactMethod.legend')}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {CONTACT_METHODS.map((method) => (
          <label
            key={method}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-emerald-deep/20 bg-white px-4 text-sm has-checked:border-emerald-deep has-checked:bg-emerald-deep/5"
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="accent-emerald-deep"
            />
            {t(CONTACT_METHOD_LABEL_KEYS[method])}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
