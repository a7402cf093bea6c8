import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardLanguage } from '@shared/i18n/card-words';
import { cardText } from '@shared/i18n/card-catalogues';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { malay } from '@shared/i18n/rule-words-in';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import type { VisitorHeaders } from '../support/visitors';
import { asVisitor, refusal } from '../support/visitors';

// A guest's RSVP is answered in the card's language, the couple's choice, whatever the guest's
// browser speaks: a card in both says each reply in Malay, then in English on the line beneath.
// Before the card is known (a body the schema refuses) the reply is in the visitor's language.

const GUEST = { name: 'Pak Long', phoneNumber: '012-345 6789', attending: true, guests: 2 };

describe.each(testDialects)('the RSVP’s replies in the card’s language on %s', (dialect) => {
  let t: TestApp;
  const cards: Partial<Record<CardLanguage, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const language of ['ms', 'en', 'both'] as const) {
      cards[language] = (await newOwnersCard(t, { language })).id;
    }
  });
  afterAll(() => t.close());

  const send = (language: CardLanguage, payload: object, headers: VisitorHeaders) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cards/${cards[language] ?? ''}/rsvps`,
      payload,
      headers,
      remoteAddress: freshAddress(),
    });

  it('thanks a Malay card’s guest in Malay, even from an English browser', async () => {
    const res = await send('ms', GUEST, asVisitor('en'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe('RSVP anda telah disahkan!');
  });

  it('thanks an English card’s guest in English, even from a Malay browser', async () => {
    const res = await send('en', GUEST, asVisitor('ms'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(cardText('en', 'card.rsvp.success'));
  });

  it('thanks a bilingual card’s guest in Malay, then English beneath', async () => {
    const res = await send('both', GUEST, asVisitor('en'));
    expect(res.json<{ message: string }>().message).toBe(
      `RSVP anda telah disahkan!\n${cardText('en', 'card.rsvp.success')}`,
    );
  });

  it('refuses in the card’s language once it has the card (no majlis answered)', async () => {
    const res = await send('en', { ...GUEST, majlis: [] }, asVisitor('ms'));
    expect(refusal(res, 400)).toBe(cardText('en', 'card.rsvp.error.missing'));
    const both = await send('both', { ...GUEST, majlis: [] }, asVisitor('ms'));
    expect(refusal(both, 400)).toBe(
      `${cardText('ms', 'card.rsvp.error.missing')}\n${cardText('en', 'card.rsvp.error.missing')}`,
    );
  });

  it('refuses a body the schema refuses in the visitor’s language (the card not read yet)', async () => {
    const english = await send('ms', { ...GUEST, phoneNumber: 'tiada' }, asVisitor('en'));
    expect(refusal(english, 400)).toBe(cardText('en', 'card.rsvp.error.phone'));
    const malayBrowser = await send('en', { ...GUEST, phoneNumber: 'tiada' }, asVisitor('ms'));
    expect(refusal(malayBrowser, 400)).toBe(malay(RSVP_MESSAGES.phone));
  });
});
