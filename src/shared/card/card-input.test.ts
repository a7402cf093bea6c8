import { describe, expect, it } from 'vitest';
import {
  coordinatesOfGoogleMapsUrl,
  coordinatesOfWazeUrl,
  googleMapsUrl,
  wazeUrl,
} from '../location/coordinates';
import { malay, ruleTextIn } from '../i18n/rule-words-in';
import { FONT_PAIRS } from '../themes/font-pairs';
import { cardContentSchema } from './card-content';
import {
  CARD_INPUT_MESSAGES,
  CARD_TEXT_RULES,
  MAJLIS_TEXT_RULES,
  MAX_CONTACTS,
  MAX_DOA_LINES,
  MAX_LOCATION_LINES,
  MAX_MESSAGE_LINES,
  MAX_PARENT_NAME_LINES,
  MAX_PROGRAMME_ITEMS,
  cardInputSchema,
  cardTextError,
  lineCount,
  textMessages,
} from './card-input';
import { sampleCardContent } from './sample-card';

// The server never trusts the draft. Every field has a Malay message; multi-line fields
// have line limits; links are only coordinate links of Google Maps and Waze.

const sample = sampleCardContent(new Date(2026, 10, 21));
const venue = { latitude: 3.139003, longitude: 101.686855 };
const direction = {
  locationName: 'Dewan Seri Kenanga',
  googleMapsUrl: googleMapsUrl(venue),
  wazeUrl: wazeUrl(venue),
};
// Written the spec's way: its one majlis in flat fields (the server makes it the first majlis).
const { majlis: sampleMajlis, ...sampleCard } = sample;
const [sampleResepsi] = sampleMajlis;
const valid = {
  ...sampleCard,
  wedding_date: sampleResepsi!.date,
  start_time: sampleResepsi!.start_time,
  end_time: sampleResepsi!.end_time,
  location: sampleResepsi!.location,
  tentative: sampleResepsi!.tentative,
  contacts: [{ name: 'Pak Long', phoneNumber: '012-345 6789', contactMethod: 'whatsapp' as const }],
  directions: [direction],
};

/** The first message the schema answers for a draft with `patch` applied. */
function firstMessage(patch: Record<string, unknown>): string | undefined {
  const result = cardInputSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

const lines = (n: number, text = 'baris') => Array.from({ length: n }, () => text).join('\n');

describe('card input (server-side limits)', () => {
  it('accepts the sample card with a contact and a direction, unchanged', () => {
    const result = cardInputSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...sample,
      contacts: valid.contacts,
      majlis: [{ ...sampleResepsi, directions: [direction] }],
    });
    // The same card written with its majlis list reads the same.
    expect(cardInputSchema.parse(result.data)).toEqual(result.data);
  });

  it('drops keys that are not card fields (the draft’s tooltip flags, Day)', () => {
    const result = cardInputSchema.parse({ ...valid, tooltip_doa: 'true', Day: 'Sabtu' });
    expect(result).not.toHaveProperty('tooltip_doa');
    expect(result).not.toHaveProperty('Day');
  });

  it('gives everything it accepts in a shape the stored-card schema reads', () => {
    const atLimits = {
      ...valid,
      walimatulurus: 'W'.repeat(CARD_TEXT_RULES.walimatulurus.maxLength),
      parent_name: lines(MAX_PARENT_NAME_LINES, 'x'.repeat(60)),
      message: lines(MAX_MESSAGE_LINES, 'y'.repeat(80)),
      location: lines(MAX_LOCATION_LINES, 'z'.repeat(45)),
      doa: lines(MAX_DOA_LINES, 'd'.repeat(120)),
      tentative: Array.from({ length: MAX_PROGRAMME_ITEMS }, (_, i) => ({
        title: `Perkara ${i + 1}`,
        time: '12:00',
        displaytime: '12:00 pm',
      })),
      contacts: Array.from({ length: MAX_CONTACTS }, (_, i) => ({
        name: `Contact ${i + 1}`,
        phoneNumber: `01234567${String(i).padStart(2, '0')}`,
        contactMethod: 'both' as const,
      })),
    };
    const result = cardInputSchema.safeParse(atLimits);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(cardContentSchema.safeParse(result.data).success).toBe(true);
  });

  it('never allows more than the stored-card schema on any text field', () => {
    for (const [field, rule] of Object.entries(CARD_TEXT_RULES)) {
      const longest = { ...sample, [field]: 'a'.repeat(rule.maxLength) };
      expect(cardContentSchema.safeParse(longest).success, field).toBe(true);
    }
    for (const [field, rule] of Object.entries(MAJLIS_TEXT_RULES)) {
      const majlis = [{ ...sampleResepsi, [field]: 'a'.repeat(rule.maxLength) }];
      expect(cardContentSchema.safeParse({ ...sample, majlis }).success, field).toBe(true);
    }
  });

  it('trims text and keeps line breaks as \\n', () => {
    const result = cardInputSchema.parse({
      ...valid,
      groom_name: '  Adam  ',
      parent_name: 'Encik Ahmad\r\n&\r\nPuan Aminah\n',
    });
    expect(result.groom_name).toBe('Adam');
    expect(result.parent_name).toBe('Encik Ahmad\n&\nPuan Aminah');
  });

  describe('text fields', () => {
    it.each(['groom_name', 'bride_name'] as const)('requires %s, in Malay', (field) => {
      expect(firstMessage({ [field]: '  ' })).toBe(textMessages(CARD_TEXT_RULES[field]).required);
      expect(firstMessage({ [field]: undefined })).toBe(
        textMessages(CARD_TEXT_RULES[field]).invalid,
      );
    });

    it('says which names are missing', () => {
      expect(malay(textMessages(CARD_TEXT_RULES.groom_name).required)).toBe(
        'Sila masukkan nama pengantin lelaki.',
      );
      expect(malay(textMessages(CARD_TEXT_RULES.bride_name).required)).toBe(
        'Sila masukkan nama pengantin perempuan.',
      );
      expect(ruleTextIn('en', textMessages(CARD_TEXT_RULES.bride_name).required)).toBe(
        'Please enter the bride’s name.',
      );
    });

    it.each(Object.keys(CARD_TEXT_RULES) as (keyof typeof CARD_TEXT_RULES)[])(
      'limits the length of %s',
      (field) => {
        const rule = CARD_TEXT_RULES[field];
        expect(firstMessage({ [field]: 'a'.repeat(rule.maxLength + 1) })).toBe(
          textMessages(rule).tooLong,
        );
        expect(firstMessage({ [field]: 'a'.repeat(rule.maxLength) })).toBeUndefined();
      },
    );

    it.each(Object.keys(CARD_TEXT_RULES) as (keyof typeof CARD_TEXT_RULES)[])(
      'limits the lines of %s',
      (field) => {
        const rule = CARD_TEXT_RULES[field];
        expect(firstMessage({ [field]: lines(rule.maxLines + 1, 'a') })).toBe(
          textMessages(rule).tooManyLines,
        );
        expect(firstMessage({ [field]: lines(rule.maxLines, 'a') })).toBeUndefined();
      },
    );

    it('names the line limits of the multi-line fields', () => {
      expect(CARD_TEXT_RULES.parent_name.maxLines).toBe(6);
      expect(CARD_TEXT_RULES.message.maxLines).toBe(12);
      expect(MAJLIS_TEXT_RULES.location.maxLines).toBe(6);
      expect(CARD_TEXT_RULES.doa.maxLines).toBe(12);
      expect(malay(textMessages(CARD_TEXT_RULES.doa).tooManyLines)).toBe(
        'Doa terlalu banyak baris (maksimum 12 baris).',
      );
      expect(malay(textMessages(CARD_TEXT_RULES.groom_name).tooManyLines)).toBe(
        'Nama pengantin lelaki mesti dalam satu baris sahaja.',
      );
    });

    it('refuses control characters and text-direction overrides', () => {
      expect(firstMessage({ message: 'Jemputan\u0000' })).toBe(
        textMessages(CARD_TEXT_RULES.message).badCharacters,
      );
      expect(firstMessage({ groom_name: 'Adam\u202Emalas' })).toBe(
        textMessages(CARD_TEXT_RULES.groom_name).badCharacters,
      );
    });

    it('counts lines', () => {
      expect(lineCount('')).toBe(0);
      expect(lineCount('a')).toBe(1);
      expect(lineCount('a\n\nb')).toBe(3);
    });
  });

  describe('other fields', () => {
    it('takes only catalogue themes', () => {
      expect(firstMessage({ theme: 'theme101' })).toBe(CARD_INPUT_MESSAGES.theme);
      expect(firstMessage({ theme: 'tema-sendiri' })).toBe(CARD_INPUT_MESSAGES.theme);
      expect(firstMessage({ theme: 'theme100' })).toBeUndefined();
    });

    it('takes only hosted fonts and sizes, or none', () => {
      expect(firstMessage({ H2: 'Comic Sans MS' })).toBe(CARD_INPUT_MESSAGES.headingFont);
      expect(firstMessage({ fontP: 'Arial' })).toBe(CARD_INPUT_MESSAGES.bodyFont);
      expect(firstMessage({ H2size: 'text-9xl' })).toBe(CARD_INPUT_MESSAGES.headingSize);
      expect(firstMessage({ H2: '', H2size: '', fontP: '' })).toBeUndefined();
      for (const pair of Object.values(FONT_PAIRS)) {
        expect(firstMessage({ H2: pair.heading, fontP: pair.body }), pair.id).toBeUndefined();
      }
    });

    it('wants a real date and HH:MM times', () => {
      expect(firstMessage({ wedding_date: '2026-02-30' })).toBe(CARD_INPUT_MESSAGES.weddingDate);
      expect(firstMessage({ start_time: '25:00' })).toBe(CARD_INPUT_MESSAGES.startTime);
      expect(firstMessage({ end_time: '5pm' })).toBe(CARD_INPUT_MESSAGES.endTime);
      expect(firstMessage({ toggle_walima: 'ya' })).toBe(CARD_INPUT_MESSAGES.toggleWalima);
    });
  });

  describe('programme', () => {
    const item = { title: 'Ketibaan Tetamu', time: '11:30', displaytime: '11:30 am' };

    it(`keeps at most ${MAX_PROGRAMME_ITEMS} items`, () => {
      const full = Array.from({ length: MAX_PROGRAMME_ITEMS }, () => item);
      expect(firstMessage({ tentative: full })).toBeUndefined();
      expect(firstMessage({ tentative: [...full, item] })).toBe(
        CARD_INPUT_MESSAGES.programmeTooLong,
      );
    });

    it('wants a title and an HH:MM time on each item', () => {
      expect(firstMessage({ tentative: [{ ...item, title: ' ' }] })).toBe(
        CARD_INPUT_MESSAGES.programmeTitle,
      );
      expect(firstMessage({ tentative: [{ ...item, time: '11.30' }] })).toBe(
        CARD_INPUT_MESSAGES.programmeTime,
      );
    });

    it('works out the 12-hour time itself', () => {
      const result = cardInputSchema.parse({
        ...valid,
        tentative: [{ title: 'Jamuan', time: '13:30', displaytime: '<b>bila-bila</b>' }],
      });
      expect(result.majlis[0]?.tentative).toEqual([
        { title: 'Jamuan', time: '13:30', displaytime: '1:30 pm' },
      ]);
      const without = cardInputSchema.parse({
        ...valid,
        tentative: [{ title: 'Jamuan', time: '00:05' }],
      });
      expect(without.majlis[0]?.tentative[0]?.displaytime).toBe('12:05 am');
    });
  });

  describe('contacts', () => {
    const contact = { name: 'Pak Long', phoneNumber: '012-345 6789', contactMethod: 'both' };

    it(`keeps at most ${MAX_CONTACTS}`, () => {
      const full = Array.from({ length: MAX_CONTACTS }, () => contact);
      expect(firstMessage({ contacts: full })).toBeUndefined();
      expect(firstMessage({ contacts: [...full, contact] })).toBe(
        CARD_INPUT_MESSAGES.contactsTooMany,
      );
    });

    it('wants a name and a phone number by the shared rule', () => {
      expect(firstMessage({ contacts: [{ ...contact, name: '' }] })).toBe(
        CARD_INPUT_MESSAGES.contactName,
      );
      for (const phoneNumber of ['', '123', 'telefon saya', '012-345 6789 ext 5']) {
        expect(firstMessage({ contacts: [{ ...contact, phoneNumber }] }), phoneNumber).toBe(
          CARD_INPUT_MESSAGES.contactPhone,
        );
      }
    });

    it('takes the spec’s three methods, both by default', () => {
      expect(firstMessage({ contacts: [{ ...contact, contactMethod: 'sms' }] })).toBe(
        CARD_INPUT_MESSAGES.contactMethod,
      );
      const result = cardInputSchema.parse({
        ...valid,
        contacts: [{ name: 'Mak Ngah', phoneNumber: '0198765432' }],
      });
      expect(result.contacts[0]?.contactMethod).toBe('both');
    });
  });

  describe('directions', () => {
    it('keeps only one', () => {
      expect(firstMessage({ directions: [direction, direction] })).toBe(
        CARD_INPUT_MESSAGES.directionsTooMany,
      );
    });

    it('wants a location name', () => {
      expect(firstMessage({ directions: [{ ...direction, locationName: ' ' }] })).toBe(
        CARD_INPUT_MESSAGES.locationName,
      );
    });

    it.each([
      'javascript:alert(1)',
      'http://evil.example/maps?query=3.1,101.6',
      'https://evil.example/maps/search/?api=1&query=3.139003,101.686855',
      'https://www.google.com.evil.example/maps?query=3.139003,101.686855',
      'https://www.google.com@evil.example/maps?query=3.139003,101.686855',
      'http://www.google.com/maps/search/?api=1&query=3.139003,101.686855',
      'https://www.google.com/search?q=3.139003,101.686855',
      'https://www.google.com/maps/search/?api=1&query=Kuala%20Lumpur',
      'https://www.google.com:8443/maps/search/?api=1&query=3.139003,101.686855',
      'data:text/html,<script>alert(1)</script>',
    ])('refuses the maps link %s', (googleMapsUrl) => {
      expect(firstMessage({ directions: [{ ...direction, googleMapsUrl }] })).toBe(
        CARD_INPUT_MESSAGES.googleMapsUrl,
      );
    });

    it.each([
      'javascript:alert(1)',
      'http://waze.com/ul?ll=3.139003,101.686855&navigate=yes',
      'https://waze.com.evil.example/ul?ll=3.139003,101.686855',
      'https://evil.example/ul?ll=3.139003,101.686855',
      'https://waze.com/live-map?ll=3.139003,101.686855',
      'https://waze.com/ul?q=somewhere',
    ])('refuses the Waze link %s', (wazeUrl) => {
      expect(firstMessage({ directions: [{ ...direction, wazeUrl }] })).toBe(
        CARD_INPUT_MESSAGES.wazeUrl,
      );
    });

    it('rebuilds each link from its coordinates, dropping anything else', () => {
      const result = cardInputSchema.parse({
        ...valid,
        directions: [
          {
            locationName: 'Dewan',
            googleMapsUrl:
              'https://maps.google.com/maps?q=3.139003,%20101.686855&evil=%22%3E%3Cscript%3E',
            wazeUrl: 'https://www.waze.com/ul/?ll=3.139003,101.686855&utm=x',
          },
        ],
      });
      expect(result.majlis[0]?.directions).toEqual([{ ...direction, locationName: 'Dewan' }]);
    });

    it('wants both links at the same coordinates', () => {
      const elsewhere = { latitude: 5.4141, longitude: 100.3288 };
      expect(firstMessage({ directions: [{ ...direction, wazeUrl: wazeUrl(elsewhere) }] })).toBe(
        CARD_INPUT_MESSAGES.directionMismatch,
      );
    });

    it('reads coordinates back from the links the shared helpers make', () => {
      expect(coordinatesOfGoogleMapsUrl(googleMapsUrl(venue))).toEqual(venue);
      expect(coordinatesOfWazeUrl(wazeUrl(venue))).toEqual(venue);
      expect(coordinatesOfGoogleMapsUrl('not a url')).toBeNull();
    });
  });

  it('asks for the whole card when there is none', () => {
    expect(cardInputSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      CARD_INPUT_MESSAGES.draft,
    );
  });
});

describe('cardTextError (the editor checks each field with the API’s rule)', () => {
  it('is null for a value the server takes', () => {
    expect(cardTextError('groom_name', ' Adam ')).toBeNull();
    expect(cardTextError('parent_name', 'Encik Ahmad\n&\nPuan Aminah')).toBeNull();
    expect(cardTextError('walimatulurus2', '')).toBeNull();
  });

  // The rule's words, said in Malay exactly as before they were the catalogue's.
  const said = (message: string | null) => (message === null ? null : malay(message));

  it('gives the field’s Malay message for each broken rule', () => {
    expect(said(cardTextError('groom_name', '   '))).toBe('Sila masukkan nama pengantin lelaki.');
    expect(said(cardTextError('bride_name', 'x'.repeat(41)))).toBe(
      'Nama pengantin perempuan terlalu panjang (maksimum 40 aksara).',
    );
    expect(said(cardTextError('walimatulurus', 'Walimatul\nurus'))).toBe(
      'Tajuk utama mesti dalam satu baris sahaja.',
    );
    expect(said(cardTextError('doa', 'Ya Allah\u202Eabc'))).toBe(
      'Doa mengandungi aksara yang tidak dibenarkan.',
    );
    expect(said(cardTextError('doa', 'd'.repeat(1501)))).toBe(
      'Doa terlalu panjang (maksimum 1500 aksara).',
    );
  });

  it('says the same rules in English for an owner who reads English', () => {
    const english = (message: string | null) => message && ruleTextIn('en', message);
    expect(english(cardTextError('groom_name', '   '))).toBe('Please enter the groom’s name.');
    expect(english(cardTextError('bride_name', 'x'.repeat(41)))).toBe(
      'Bride’s name is too long (at most 40 characters).',
    );
    expect(english(cardTextError('walimatulurus', 'Walimatul\nurus'))).toBe(
      'Main heading must be on one line only.',
    );
  });
});
