import { MessageCircle, Phone } from 'lucide-react';
import type { Contact } from '@shared/card/card-content';
import { telLink, whatsappLink } from '@shared/contact/phone';
import { useCardWords } from '@web/i18n/card-words';

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-white';

/** WhatsApp, call, or both (call first). */
export function ContactsPanel({ contacts }: { contacts: Contact[] }) {
  const words = useCardWords();
  if (contacts.length === 0) {
    return <p className="py-4 text-center text-neutral-600">{words.say('card.contacts.none')}</p>;
  }
  return (
    <ul className="divide-y divide-neutral-100">
      {contacts.map((contact, i) => (
        <li key={i} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span className="font-semibold text-neutral-900">{contact.name}</span>
          <span className="flex gap-2">
            {contact.contactMethod !== 'whatsapp' && (
              <a href={telLink(contact.phoneNumber)} className={`${linkClass} bg-sky-700`}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {words.line('card.contacts.call')}
              </a>
            )}
            {contact.contactMethod !== 'phonecall' && (
              <a
                href={whatsappLink(contact.phoneNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} bg-[#128c4a]`}
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                WhatsApp
              </a>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
