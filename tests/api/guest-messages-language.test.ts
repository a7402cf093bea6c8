import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import {
  GUEST_MESSAGE_MESSAGES,
  GUEST_MESSAGE_TEMPLATE_MESSAGES,
} from '@shared/guests/guest-messages';
import { TEMPLATE_MESSAGES } from '@shared/guests/invitation-message';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { FAMILY, akadMajlis, listParty } from '../support/majlis';
import { VISITORS, withSession } from '../support/visitors';

// The guest list's messages dialog, refused in the owner's language: a template without its
// link or pass, a reminder or thank-you not yet due (its date in the owner's words), a majlis
// gone from the card. The Malay owner reads the very words the Malay screens always showed.

/** Akad on Friday 12 March 2027; the test starts three weeks before. */
const AKAD = akadMajlis({ date: '2027-03-12', start_time: '20:30', end_time: '22:00' });
const BEFORE = new Date('2027-02-20T02:00:00Z');

describe.each(testDialects)('the messages dialog in the owner’s language on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(BEFORE);
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
  });
  afterAll(() => t.close());

  describe.each(VISITORS)('to $who', ({ headers, english }) => {
    const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: withSession(headers, cookie),
        remoteAddress: freshAddress(),
        ...(payload === undefined ? {} : { payload }),
      });
    const said = (res: LightMyRequestResponse, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ error: { message: string } }>().error.message;
    };

    it('refuses a template without its link or pass, or an empty thank-you', async () => {
      const card = await newOwnersCard(t);
      const url = `/api/cards/${card.id}/guests/templates`;
      const good = { invitation: 'Salam {nama}: {pautan}', reminder: 'Ingat {nama}: {pautan}' };
      expect(said(await call(card.cookie, 'PUT', url, { ...good, reminder: 'Salam' }), 400)).toBe(
        english
          ? 'The message must contain {link} so that guests receive their card link.'
          : malay(TEMPLATE_MESSAGES.noLink),
      );
      expect(
        said(await call(card.cookie, 'PUT', url, { ...good, dayBefore: 'Esok ya' }), 400),
      ).toBe(
        english
          ? 'The day-before reminder must contain {pass} so that guests bring their entry pass.'
          : malay(GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass),
      );
      expect(said(await call(card.cookie, 'PUT', url, { ...good, thanks: '  ' }), 400)).toBe(
        english
          ? 'Please write a thank-you message.'
          : malay(GUEST_MESSAGE_TEMPLATE_MESSAGES.empty),
      );
      const long = { ...good, invitation: `{pautan}${'x'.repeat(1000)}` };
      expect(said(await call(card.cookie, 'PUT', url, long), 400)).toBe(
        english
          ? 'The message is too long (at most 1000 characters).'
          : malay(TEMPLATE_MESSAGES.tooLong),
      );
    });

    it('refuses a reminder or a thank-you not yet due, and a majlis gone', async () => {
      clock.set(BEFORE);
      const card = await newOwnersCard(t, { majlis: [AKAD] });
      const family = (await listParty(t, card, FAMILY)).party.id;
      const remind = (majlis: unknown) =>
        call(card.cookie, 'POST', `/api/cards/${card.id}/guests/${family}/day-before`, {
          majlis,
        });
      expect(said(await remind('akad1'), 409)).toBe(
        english
          ? 'The day-before reminder for this majlis can be sent from Thursday, 11 March 2027.'
          : malay(GUEST_MESSAGE_MESSAGES.dayBeforeNotYet('Khamis, 11 Mac 2027')),
      );
      expect(said(await remind('tiada1'), 400)).toBe(
        english
          ? 'This majlis is no longer on the card. Please reload the page.'
          : malay(GUEST_MESSAGE_MESSAGES.unknownMajlis),
      );
      expect(said(await remind(42), 400)).toBe(
        english
          ? 'This majlis is no longer on the card. Please reload the page.'
          : malay(GUEST_MESSAGE_MESSAGES.unknownMajlis),
      );
      const thanks = `/api/cards/${card.id}/guests/${family}/thanks`;
      expect(said(await call(card.cookie, 'POST', thanks), 409)).toBe(
        english
          ? 'Thank-yous can be sent once the last majlis is over.'
          : malay(GUEST_MESSAGE_MESSAGES.thanksNotYet),
      );
      // The day before: the family has not answered, so it is not coming.
      clock.set(new Date('2027-03-11T02:00:00Z'));
      expect(said(await remind('akad1'), 409)).toBe(
        english
          ? 'This guest is not coming to this majlis, so there is no reminder for them.'
          : malay(GUEST_MESSAGE_MESSAGES.notComing),
      );
    });
  });
});
