// DuitNow QR (PayNet) follows the EMVCo merchant-presented QR format: a string of TLV fields,
// each a 2-digit tag, a 2-digit length and the value. Tag 59 is the recipient (merchant) name,
// shown to the owner so they can confirm the QR they uploaded pays them.

/** DuitNow's application id, in the merchant account templates (tags 26–51), sub-tag 00. */
export const DUITNOW_AID_PREFIX = 'A000000615';

export interface EmvcoField {
  tag: string;
  value: string;
}

export interface EmvcoPayment {
  /** Tag 59: the name of whoever the payment goes to. */
  recipientName: string | null;
  /** Tag 58: the country (`MY` for DuitNow). */
  countryCode: string | null;
  /** A merchant account template (tags 26–51) carries DuitNow's application id. */
  duitNow: boolean;
  /** Tag 63 matches the CRC-16/CCITT-FALSE of everything before its value. */
  crcValid: boolean;
}

/** The TLV fields of a payload, or null when it does not split exactly into fields. */
export function parseTlv(payload: string): EmvcoField[] | null {
  const fields: EmvcoField[] = [];
  let at = 0;
  while (at < payload.length) {
    const head = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 uppercase hex digits (EMVCo tag 63). */
export function emvcoCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The payment a QR's text describes, or null when the text is not an EMVCo payload (it must
 * start with the format indicator `000201` and split exactly into fields).
 */
export function parseEmvcoPayment(payload: string): EmvcoPayment | null {
  const text = payload.trim();
  if (!text.startsWith('000201')) return null;
  const fields = parseTlv(text);
  if (!fields) return null;
  const valueOf = (tag: string) => fields.find((field) => field.tag === tag)?.value ?? null;
  const duitNow = fields.some((field) => {
    const tag = Number(field.tag);
    if (tag < 26 || tag > 51) return false;
    const aid = parseTlv(field.value)?.find((sub) => sub.tag === '00')?.value ?? '';
    return aid.toUpperCase().startsWith(DUITNOW_AID_PREFIX);
  });
  const crc = valueOf('63');
  const crcValid =
    crc !== null &&
    text.endsWith(`6304${crc}`) &&
    emvcoCrc(text.slice(0, -4)) === crc.toUpperCase();
  const name = valueOf('59')?.trim();
  return {
    recipientName: name ? name : null,
    countryCode: valueOf('58'),
    duitNow,
    crcValid,
  };
}
