// Phone links prefix the number with the country code 6 (tel links use +6).
// Malaysian numbers are written 012-345 6789; the spec's prefix turns that into 60123456789.
// Numbers typed with the country code already (+60 12…, 6012…) are kept as they are, so the
// link still reaches the guest instead of an impossible 66012… number.

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The international form without `+`: `012-345 6789` → `60123456789`. */
export function internationalNumber(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits === '') return '';
  if (digits.startsWith('60')) return digits;
  if (digits.startsWith('0')) return `6${digits}`;
  return `60${digits}`;
}

/** A WhatsApp chat link, optionally with a prepared message. */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${internationalNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telLink(phone: string): string {
  return `tel:+${internationalNumber(phone)}`;
}

/** A Malaysian phone number as people type it: 9 to 12 digits once spaces, dashes and + go. */
export function isPhoneNumber(phone: string): boolean {
  return /^\+?[\d\s-]{9,16}$/.test(phone.trim()) && /^\d{9,13}$/.test(phoneDigits(phone));
}

/**
 * A number as Malaysians write it, from any form: `60123456789` → `012-345 6789`,
 * `601112345678` → `011-1234 5678` (every number is Malaysian to internationalNumber).
 */
export function localNumber(phone: string): string {
  const digits = internationalNumber(phone);
  if (digits === '') return '';
  const national = `0${digits.slice(2)}`;
  const split = national.length === 11 ? 4 : 3;
  const head = national.slice(0, 3);
  const rest = national.slice(3);
  return `${head}-${rest.slice(0, split)} ${rest.slice(split)}`.trim();
}

/**
 * A phone as the CSV exports write it: the display form (`0139876543` → `013-987 6543`). Its
 * dash and space make Excel, Google Sheets and LibreOffice read the cell as text, so the leading
 * 0 stays (bare digits open as the number 139876543); a formula (`="013…"`) does not belong in
 * an export whose cells are guarded against formulas. Anything that is not a phone number stays
 * as it was written.
 */
export function spreadsheetPhone(phone: string): string {
  return isPhoneNumber(phone) ? localNumber(phone) : phone;
}
