import { whatsappLink } from '../contact/phone';
import { ruleMessage } from '../i18n/rule-words';
import { fillPlaceholders, hasPlaceholder, placeholderValues } from './message-placeholders';

// The message each party is sent: a template the owner edits, in Malay by
// default, with {nama} for the party's name and {pautan} for its personal link ({name} and
// {link} in English; a card in English or in both starts with its own, default-messages.ts). WhatsApp offers
// no bulk sending without its paid business API, so each message goes by one tap on a wa.me link.

export const MAX_TEMPLATE_LENGTH = 1000;

export const DEFAULT_INVITATION_TEMPLATE = [
  'Assalamualaikum {nama},',
  '',
  'Dengan segala hormatnya kami menjemput anda ke majlis perkahwinan kami. Butiran majlis dan RSVP di pautan ini:',
  '{pautan}',
  '',
  'Kehadiran anda amat kami hargai. Terima kasih.',
].join('\n');

export const DEFAULT_REMINDER_TEMPLATE = [
  'Assalamualaikum {nama},',
  '',
  'Sekadar peringatan mesra: mohon sahkan kehadiran anda ke majlis kami melalui pautan ini:',
  '{pautan}',
  '',
  'Terima kasih.',
].join('\n');

/** Why a template is refused, as the catalogue's words (`ruleMessage`), in the owner's language. */
export const TEMPLATE_MESSAGES = {
  // The placeholder is named as the owner's language names it ({pautan}, {link}).
  noLink: ruleMessage('guestList.templates.error.noLink'),
  tooLong: ruleMessage('guestList.templates.error.tooLong', { max: MAX_TEMPLATE_LENGTH }),
  tooManyLines: ruleMessage('guestList.templates.error.tooManyLines', { max: 30 }),
  characters: ruleMessage('guestList.templates.error.characters'),
} as const;

/** Why a template cannot be used, or null when it can. */
export function templateProblem(template: string): string | null {
  if (template.length > MAX_TEMPLATE_LENGTH) return TEMPLATE_MESSAGES.tooLong;
  if (!hasPlaceholder(template, 'pautan')) return TEMPLATE_MESSAGES.noLink;
  return null;
}

/** The template with the party's name and link in place of every {nama} and {pautan} ({name}, {link}). */
export function personalMessage(template: string, party: { name: string; link: string }): string {
  // One pass, so a name that itself reads "{pautan}" is not replaced again.
  return fillPlaceholders(template, placeholderValues({ nama: party.name, pautan: party.link }));
}

/** The wa.me link that opens the party's chat with the message written. */
export function invitationWhatsappLink(
  template: string,
  party: { name: string; phone: string; link: string },
): string {
  return whatsappLink(party.phone, personalMessage(template, party));
}
