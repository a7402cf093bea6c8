import type { LightMyRequestResponse } from 'fastify';
import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_MAJLIS_ID } from '@shared/card/majlis';
import { PARTY_MESSAGES } from '@shared/guests/guest-party';
import { ANSWERS_BY_HAND_MESSAGES } from '@shared/schemas/answers-by-hand';
import { GUEST_PARTY_NOT_FOUND } from '@shared/schemas/guest-list';
import { RSVP_CLOSING_MESSAGES } from '@shared/schemas/owner-card';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { listParty, postRsvp } from '../support/majlis';
import { ENGLISH_BY_CHOICE, VISITORS, withSession } from '../support/visitors';

// The RSVP page's and the guest list's replies follow the visitor's language: the owner whose
// browser (or choice) is English reads the server's confirmations and refusals in English, the
// one reading Malay the very words the Malay screens have always shown.

const OWNERS = [...VISITORS, ENGLISH_BY_CHOICE];

describe.each(testDialects)(
  'the RSVP page and guest list in the owner’s language on %s',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    describe.each(OWNERS)('to $who', ({ headers, english }) => {
      /** The owner's call, with the session cookie beside the visitor's own language cookie. */
      const call = (
        cookie: string,
        method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: string,
        payload?: object,
      ) =>
        t.app.inject({
          method,
          url,
          headers: withSession(headers, cookie),
          remoteAddress: freshAddress(),
          ...(payload === undefined ? {} : { payload }),
        });
      const said = (res: LightMyRequestResponse, status: number) => {
        expect(res.statusCode, res.body).toBe(status);
        const body = res.json<{ message?: string; error?: { message: string } }>();
        return body.error?.message ?? body.message;
      };

      it('confirms the RSVP switches and the last day, and refuses a past day', async () => {
        const card = await newOwnersCard(t);
        const off = await call(card.cookie, 'PUT', `/api/cards/${card.id}/rsvp-settings`, {
          rsvp: false,
        });
        expect(said(off, 200)).toBe(
          english ? 'RSVP is now closed.' : malay(RSVP_MANAGEMENT_MESSAGES.rsvpOff),
        );
        const email = await call(card.cookie, 'PUT', `/api/cards/${card.id}/rsvp-settings`, {
          email_input: true,
        });
        expect(said(email, 200)).toBe(
          english
            ? 'Guests will be asked for their email when they RSVP.'
            : malay(RSVP_MANAGEMENT_MESSAGES.emailOn),
        );
        const closes = `/api/cards/${card.id}/rsvp-closes-on`;
        const past = await call(card.cookie, 'PUT', closes, { closesOn: '2020-01-01' });
        expect(said(past, 400)).toBe(
          english ? 'The RSVP deadline cannot be before today.' : malay(RSVP_CLOSING_MESSAGES.past),
        );
        const later = await call(card.cookie, 'PUT', closes, { closesOn: '2099-03-21' });
        expect(said(later, 200)).toBe(
          english
            ? 'RSVP deadline saved: guests can answer until Saturday, 21 March 2099.'
            : 'Tarikh akhir RSVP disimpan: tetamu boleh menjawab hingga Sabtu, 21 Mac 2099.',
        );
        const none = await call(card.cookie, 'PUT', closes, { closesOn: null });
        expect(said(none, 200)).toBe(
          english
            ? 'RSVP deadline removed. Guests can answer as long as RSVP is open.'
            : malay('rsvps.saved.closesOnCleared'),
        );
      });

      it('refuses checking in a guest who is not coming, and an RSVP that is gone', async () => {
        const card = await newOwnersCard(t);
        const sent = await postRsvp(t, card.id, {
          name: 'Rahman Ali',
          phoneNumber: '013-444 5555',
          guests: 1,
          attending: false,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const page = await call(card.cookie, 'GET', `/api/cards/${card.id}/rsvps`);
        const rsvpId = page.json<{ rsvps: { id: string }[] }>().rsvps[0]!.id;
        const checkIn = await call(card.cookie, 'PATCH', `/api/cards/${card.id}/rsvps/${rsvpId}`, {
          checkedIn: true,
        });
        expect(said(checkIn, 409)).toBe(
          english
            ? 'A guest who is not coming cannot be checked in.'
            : 'Tetamu yang tidak hadir tidak boleh didaftar masuk.',
        );
        const gone = await call(card.cookie, 'PATCH', `/api/cards/${card.id}/rsvps/tiadalagi`, {
          wishHidden: true,
        });
        expect(said(gone, 404)).toBe(
          english ? 'This RSVP was not found.' : malay(RSVP_MANAGEMENT_MESSAGES.notFound),
        );
        const cursor = await call(card.cookie, 'GET', `/api/cards/${card.id}/rsvps?cursor=xyz`);
        expect(said(cursor, 400)).toBe(
          english ? 'Invalid page marker.' : 'Penanda halaman tidak sah.',
        );
      });

      it('names the party that has a phone already, and records an answer by hand', async () => {
        const card = await newOwnersCard(t);
        const family = { name: 'Keluarga Pak Long', phone: '012-111 2222', allowance: 4 };
        const { party } = await listParty(t, card, family);
        const twice = await call(card.cookie, 'POST', `/api/cards/${card.id}/guests`, {
          ...family,
          name: 'Pak Long lagi',
        });
        expect(said(twice, 409)).toBe(
          english
            ? 'This number is already on the list: Keluarga Pak Long.'
            : 'Nombor ini sudah ada dalam senarai: Keluarga Pak Long.',
        );
        const answer = await call(
          card.cookie,
          'PUT',
          `/api/cards/${card.id}/guests/${party.id}/answer`,
          { majlis: [{ id: FIRST_MAJLIS_ID, attending: true, guests: 3 }] },
        );
        expect(said(answer, 200)).toBe(
          english ? 'The guest’s answer is saved.' : malay(ANSWERS_BY_HAND_MESSAGES.saved),
        );
        const imported = await call(card.cookie, 'POST', `/api/cards/${card.id}/guests/import`, {
          format: 'lines',
          content: 'Aminah, 012-34',
        });
        expect(imported.statusCode, imported.body).toBe(200);
        expect(imported.json<{ problems: { reason: string }[] }>().problems).toEqual([
          expect.objectContaining({
            line: 1,
            reason: english ? 'Invalid phone number.' : malay(PARTY_MESSAGES.phone),
          }),
        ]);
        const missing = await call(
          card.cookie,
          'DELETE',
          `/api/cards/${card.id}/guests/tiadalagi123`,
        );
        expect(said(missing, 404)).toBe(
          english ? 'This guest is not on the list.' : GUEST_PARTY_NOT_FOUND,
        );
      });
    });
  },
);
