import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import { GUEST_IMPORT_MESSAGES } from '@shared/schemas/guest-list';
import { MAX_RSVP_SEARCH_LENGTH, OWNER_RSVP_QUERY_MESSAGES } from '@shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import { SALAM_KAUT_MESSAGES } from '@shared/schemas/salam-kaut';
import { WISHES_BOOK_MESSAGES } from '@shared/schemas/wishes-book';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { VISITORS, withSession } from '../support/visitors';

// What an owner's pages send that the server refuses, in the owner's language: the RSVP list's
// paging, group and search, a switch sent with no change (RSVP, gifts and salam kaut), the
// wishes book's paper size, a guest list import. The Malay owner reads the words the Malay pages always showed.

describe.each(testDialects)('owner queries refused in the owner’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe.each(VISITORS)('to $who', ({ headers, english }) => {
    const call = (
      cookie: string,
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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
    const refusal = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: { message: string } }>().error.message;
    };

    it('refuses a bad page of the RSVP list', async () => {
      const card = await newOwnersCard(t);
      const list = (query: string) =>
        call(card.cookie, 'GET', `/api/cards/${card.id}/rsvps?${query}`).then(refusal);
      for (const limit of ['0', 'abc', '1.5', '100000']) {
        expect(await list(`limit=${limit}`), limit).toBe(
          english ? 'Invalid page size.' : malay(OWNER_RSVP_QUERY_MESSAGES.limit),
        );
      }
      expect(await list('cursor=bukan!penanda')).toBe(
        english ? 'Invalid page marker.' : 'Penanda halaman tidak sah.',
      );
      expect(await list('group=entah')).toBe(
        english ? 'Invalid RSVP group.' : malay(OWNER_RSVP_QUERY_MESSAGES.group),
      );
      expect(await list(`q=${'a'.repeat(MAX_RSVP_SEARCH_LENGTH + 1)}`)).toBe(
        english ? 'The search is too long.' : 'Carian terlalu panjang.',
      );
      expect(await list('q=a%0Ab')).toBe(english ? 'Invalid search.' : 'Carian tidak sah.');
      expect(await list('session=tiada1')).toBe(
        english
          ? 'This session is not in this majlis. Please reload the page.'
          : 'Sesi ini tiada dalam majlis ini. Sila muat semula halaman.',
      );
    });

    it('refuses a switch sent with no change', async () => {
      const card = await newOwnersCard(t);
      const none = english ? 'No change was sent.' : 'Tiada perubahan dihantar.';
      const rsvp = await call(card.cookie, 'PUT', `/api/cards/${card.id}/rsvp-settings`, {});
      expect(refusal(rsvp)).toBe(none);
      expect(malay(RSVP_MANAGEMENT_MESSAGES.noChange)).toBe('Tiada perubahan dihantar.');
      const gifts = await call(card.cookie, 'PUT', `/api/cards/${card.id}/gift-settings`, {});
      expect(refusal(gifts)).toBe(none);
      const notSwitch = await call(card.cookie, 'PUT', `/api/cards/${card.id}/gift-settings`, {
        gift: 'ya',
      });
      expect(refusal(notSwitch)).toBe(english ? none : malay(SALAM_KAUT_MESSAGES.noChange));
    });

    it('refuses a wishes book of another paper size', async () => {
      const card = await newOwnersCard(t);
      const pdf = await call(card.cookie, 'GET', `/api/cards/${card.id}/wishes-book.pdf?size=a3`);
      expect(refusal(pdf)).toBe(
        english ? 'Please choose the A4 or A5 size.' : malay(WISHES_BOOK_MESSAGES.size),
      );
      expect(malay(WISHES_BOOK_MESSAGES.size)).toBe('Sila pilih saiz A4 atau A5.');
    });

    it('refuses a guest list import with nothing, too much or of no known kind', async () => {
      const card = await newOwnersCard(t);
      const url = `/api/cards/${card.id}/guests/import`;
      const refused = async (payload: object) =>
        refusal(await call(card.cookie, 'POST', url, payload));
      expect(await refused({ format: 'lines', content: '' })).toBe(
        english
          ? 'Please paste a guest list or choose a contacts file.'
          : malay(GUEST_IMPORT_MESSAGES.content),
      );
      expect(await refused({ format: 'xlsx', content: 'a' })).toBe(
        english ? 'This kind of list is not recognised.' : malay(GUEST_IMPORT_MESSAGES.format),
      );
      expect(await refused({ format: 'lines', content: '\n \n' })).toBe(
        english ? 'No guests were found in this list.' : 'Tiada tetamu ditemui dalam senarai ini.',
      );
      expect(malay(GUEST_IMPORT_MESSAGES.content)).toBe(
        'Sila tampal senarai tetamu atau pilih fail kenalan.',
      );
    });

    it('refuses a card language it does not know, and a place search too short', async () => {
      const card = await newOwnersCard(t);
      const language = await call(card.cookie, 'PUT', `/api/cards/${card.id}/language`, {
        language: 'fr',
      });
      expect(refusal(language)).toBe(
        english
          ? 'Please choose the card’s language: Bahasa Melayu, English or both.'
          : 'Sila pilih bahasa kad: Bahasa Melayu, English atau kedua-duanya.',
      );
      const place = await call(card.cookie, 'GET', '/api/places/search?q=ab');
      expect(refusal(place)).toBe(
        english
          ? 'Please type at least 3 characters to search.'
          : 'Sila taip sekurang-kurangnya 3 aksara untuk mencari lokasi.',
      );
      const nothing = await call(card.cookie, 'GET', '/api/places/search?q=%20');
      expect(refusal(nothing)).toBe(
        english
          ? 'Please type the name of the place to search for.'
          : 'Sila taip nama tempat yang hendak dicari.',
      );
    });

    it('refuses inviting the owner’s own email as a co-host, or one invited already', async () => {
      const card = await newOwnersCard(t);
      const url = `/api/cards/${card.id}/hosts`;
      const own = await call(card.cookie, 'POST', url, {
        email: card.email,
        name: 'Saya',
        role: 'pengurus',
      });
      expect(refusal(own)).toBe(
        english
          ? 'This is your own email. Please enter the email of the family member you want to invite.'
          : 'Ini email anda sendiri. Sila masukkan email ahli keluarga yang ingin dijemput.',
      );
      const mak = { email: `mak.${card.id}@example.com`, name: 'Mak', role: 'pengurus' };
      expect((await call(card.cookie, 'POST', url, mak)).statusCode).toBe(201);
      const again = await call(card.cookie, 'POST', url, mak);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: { message: string } }>().error.message).toBe(
        english
          ? 'This email is already a manager or usher of this card.'
          : 'Email ini sudah pun menjadi pengurus atau penyambut kad ini.',
      );
    });

    it('refuses a photo sent as JSON, and a photo the card does not have', async () => {
      const card = await newOwnersCard(t);
      const url = `/api/cards/${card.id}/photos`;
      const json = await call(card.cookie, 'POST', url, { photo: 'x' });
      expect(refusal(json)).toBe(
        english
          ? 'Please send the picture as a file (multipart/form-data).'
          : 'Sila hantar gambar sebagai fail (multipart/form-data).',
      );
      const gone = await call(card.cookie, 'DELETE', `${url}/abcdefabcdef`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ error: { message: string } }>().error.message).toBe(
        english ? 'Sorry. This picture was not found.' : 'Maaf. Gambar ini tidak dijumpai.',
      );
    });

    it('says a card that is not there is not found', async () => {
      const card = await newOwnersCard(t);
      const gone = await call(card.cookie, 'GET', '/api/cards/tiadakad9/guests');
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ error: { message: string } }>().error.message).toBe(
        english ? 'Sorry. This card was not found.' : 'Maaf. Kad ini tidak dijumpai.',
      );
    });
  });
});
