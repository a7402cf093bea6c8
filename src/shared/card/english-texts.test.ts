import { describe, expect, it } from 'vitest';
import { malay } from '../i18n/rule-words-in';
import { cardContentSchema } from './card-content';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES, cardInputSchema, textMessages } from './card-input';
import { contentForGuests, englishColumn, englishFromColumn, shownEnglish } from './english-texts';
import { sampleCardContent } from './sample-card';

// The couple's texts in English: each English version follows its Malay field's rule, may be
// left empty, and reaches guests only of a card in both languages.

const sample = sampleCardContent(new Date(2026, 10, 21));
const [first] = sample.majlis;
const session = {
  id: 'ses1',
  label: 'Sesi Pagi',
  start_time: '11:00',
  end_time: '13:00',
  seats: 50,
};

const withEnglish = {
  ...sample,
  message_en: 'We warmly invite you',
  parent_name_en: 'Mr Ali & Mrs Aminah',
  majlis: [
    {
      ...first!,
      title: 'Majlis Kesyukuran',
      title_en: 'Thanksgiving',
      hosts: 'Keluarga Ali',
      hosts_en: 'The Ali family',
      location_en: 'Seri Kenanga Hall',
      tentative: first!.tentative.map((item, i) =>
        i === 0 ? { ...item, title_en: 'Guests arrive' } : item,
      ),
      sessions: [{ ...session, label_en: 'Morning' }],
    },
  ],
};

const firstMessage = (card: unknown) => {
  const result = cardInputSchema.safeParse(card);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('English versions of the couple’s texts', () => {
  it('are taken with the card and read back by the stored-card schema', () => {
    const parsed = cardInputSchema.parse(withEnglish);
    expect(parsed.message_en).toBe('We warmly invite you');
    expect(parsed.majlis[0]!.title_en).toBe('Thanksgiving');
    expect(parsed.majlis[0]!.tentative[0]!.title_en).toBe('Guests arrive');
    expect(parsed.majlis[0]!.sessions[0]!.label_en).toBe('Morning');
    expect(cardContentSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(
      JSON.parse(JSON.stringify(parsed)),
    );
  });

  it('are dropped when empty or blank (no English version)', () => {
    const parsed = cardInputSchema.parse({ ...withEnglish, message_en: '  ', doa_en: '' });
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('message_en');
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('doa_en');
  });

  it('a card saved before them still reads', () => {
    expect(cardContentSchema.parse(sample).message_en).toBeUndefined();
  });

  it('follow the Malay field’s length and line limits, with its messages', () => {
    const message = textMessages(CARD_TEXT_RULES.message);
    expect(firstMessage({ ...withEnglish, message_en: 'a'.repeat(1001) })).toBe(message.tooLong);
    expect(firstMessage({ ...withEnglish, message_en: Array(13).fill('line').join('\n') })).toBe(
      message.tooManyLines,
    );
    const heading = textMessages(CARD_TEXT_RULES.walimatulurus);
    expect(firstMessage({ ...withEnglish, walimatulurus_en: 'one\ntwo' })).toBe(
      heading.tooManyLines,
    );
    const hosts = textMessages(MAJLIS_TEXT_RULES.hosts);
    const majlis = withEnglish.majlis[0]!;
    expect(
      firstMessage({ ...withEnglish, majlis: [{ ...majlis, hosts_en: 'x'.repeat(401) }] }),
    ).toBe(hosts.tooLong);
    expect(firstMessage({ ...withEnglish, message_en: 42 })).toBe(message.invalid);
  });

  it('a programme item’s and a session’s follow their titles’ limits, but may be empty', () => {
    const majlis = withEnglish.majlis[0]!;
    const longItem = { ...majlis.tentative[0]!, title_en: 'x'.repeat(81) };
    expect(
      malay(firstMessage({ ...withEnglish, majlis: [{ ...majlis, tentative: [longItem] }] }) ?? ''),
    ).toMatch(/maksimum 80/);
    const longSession = { ...session, label_en: 'x'.repeat(61) };
    expect(
      malay(
        firstMessage({ ...withEnglish, majlis: [{ ...majlis, sessions: [longSession] }] }) ?? '',
      ),
    ).toMatch(/maksimum 60/);
    const emptyItem = { ...majlis.tentative[0]!, title_en: '' };
    const parsed = cardInputSchema.parse({
      ...withEnglish,
      majlis: [{ ...majlis, tentative: [emptyItem] }],
    });
    expect(parsed.majlis[0]!.tentative[0]).not.toHaveProperty('title_en');
  });

  it('the card-level ones go to one column and back, only those given', () => {
    const column = englishColumn({ message_en: 'Hello', doa_en: '' });
    expect(JSON.parse(column)).toEqual({ message_en: 'Hello' });
    expect(englishFromColumn(column)).toEqual({ message_en: 'Hello' });
    expect(englishFromColumn('{}')).toEqual({});
    expect(englishFromColumn('not json')).toEqual({});
    expect(englishFromColumn('{"message_en": 3, "other": "x"}')).toEqual({});
  });

  it('reach guests only of a card in both languages', () => {
    const parsed = cardInputSchema.parse(withEnglish);
    expect(contentForGuests(parsed, 'both')).toEqual(parsed);
    // Exactly the card without its English versions: a page no bigger than before.
    const malayOnly = JSON.parse(
      JSON.stringify(parsed, (key, value: unknown) => (key.endsWith('_en') ? undefined : value)),
    ) as unknown;
    for (const language of ['ms', 'en'] as const) {
      expect(JSON.parse(JSON.stringify(contentForGuests(parsed, language)))).toEqual(malayOnly);
    }
  });

  it('show under their Malay text only in both, and only when both are there', () => {
    expect(shownEnglish('both', 'Sesi Pagi', 'Morning')).toBe('Morning');
    expect(shownEnglish('ms', 'Sesi Pagi', 'Morning')).toBeNull();
    expect(shownEnglish('en', 'Sesi Pagi', 'Morning')).toBeNull();
    expect(shownEnglish('both', '', 'Morning')).toBeNull();
    expect(shownEnglish('both', 'Sesi Pagi', ' ')).toBeNull();
    expect(shownEnglish('both', 'Sesi Pagi', undefined)).toBeNull();
  });
});
