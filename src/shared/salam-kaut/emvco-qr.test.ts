import { describe, expect, it } from 'vitest';
import { duitNowPayload, tlv } from '../../../tests/support/duitnow-qr';
import { emvcoCrc, parseEmvcoPayment, parseTlv } from './emvco-qr';

describe('the EMVCo (DuitNow) QR payload', () => {
  it('computes CRC-16/CCITT-FALSE as EMVCo does (check value of "123456789" is 29B1)', () => {
    expect(emvcoCrc('123456789')).toBe('29B1');
  });

  it('reads the recipient name, the country and DuitNow’s id from a payload', () => {
    expect(parseEmvcoPayment(duitNowPayload('SITI AMINAH BINTI ALI'))).toEqual({
      recipientName: 'SITI AMINAH BINTI ALI',
      countryCode: 'MY',
      duitNow: true,
      crcValid: true,
    });
  });

  it('notices a CRC that does not match (a changed name)', () => {
    const payload = duitNowPayload('SITI AMINAH').replace('SITI AMINAH', 'PENIPU ABCD');
    expect(parseEmvcoPayment(payload)).toMatchObject({
      recipientName: 'PENIPU ABCD',
      crcValid: false,
    });
  });

  it('is not fooled by text that is not a payload', () => {
    expect(parseEmvcoPayment('https://example.com/bayar')).toBeNull();
    expect(parseEmvcoPayment('CONTOH SALAM KAUT JEMPUT')).toBeNull();
    expect(parseEmvcoPayment('000201' + '5910SITI')).toBeNull(); // a field cut short
    expect(parseTlv('0002AB0')).toBeNull();
  });

  it('gives no name when tag 59 is missing or blank', () => {
    const body = tlv('00', '01') + tlv('58', 'MY') + tlv('59', '  ') + '6304';
    expect(parseEmvcoPayment(body + emvcoCrc(body))).toMatchObject({
      recipientName: null,
      duitNow: false,
      crcValid: true,
    });
  });
});
