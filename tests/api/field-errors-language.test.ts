import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { GUEST } from '../support/majlis';
import { ENGLISH_BY_CHOICE, VISITORS, withSession } from '../support/visitors';

// A field the shared rules refuse is named in the visitor's language: the rule's words (a
// catalogue id with its values: the field's label, its limit) are said by the reply, in English
// for a visitor who reads English, in Malay (word for word as always) by default. The error
// keeps its one shape and names the field.

const ENGLISH = [...VISITORS.filter((visitor) => visitor.english), ENGLISH_BY_CHOICE];

describe.each(testDialects)('field errors in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A call as the owner (when `cookie` is given) in the language `headers` ask for. */
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { cookie?: string; headers?: Record<string, string>; payload?: object } = {},
  ) => {
    return t.app.inject({
      method,
      url,
      headers: withSession(options.headers ?? {}, options.cookie),
      remoteAddress: freshAddress(),
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  };

  /** The 400's field and message. */
  const refusal = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string; field?: string } }>();
    expect(error.code).toBe('bad_request');
    return { message: error.message, field: error.field };
  };

  /** Saving the card with a groom's name one character too long. */
  async function saveLongName(headers?: Record<string, string>) {
    const card = await newOwnersCard(t);
    const edit = await call('GET', `/api/cards/${card.id}/edit`, { cookie: card.cookie });
    const { version, content } = edit.json<OwnerCard>();
    return call('PUT', `/api/cards/${card.id}`, {
      cookie: card.cookie,
      ...(headers ? { headers } : {}),
      payload: { version, card: { ...content, groom_name: 'A'.repeat(41) } },
    });
  }

  const badPhone = { ...GUEST, phoneNumber: '123' };

  describe('by default', () => {
    it('names a card text too long in Malay', async () => {
      expect(refusal(await saveLongName())).toEqual({
        message: 'Nama pengantin lelaki terlalu panjang (maksimum 40 aksara).',
        field: 'card.groom_name',
      });
    });

    it('refuses an RSVP’s phone in Malay', async () => {
      const card = await newOwnersCard(t);
      const res = await call('POST', `/api/cards/${card.id}/rsvps`, { payload: badPhone });
      expect(refusal(res)).toEqual({
        message: 'Sila masukkan nombor telefon yang sah.',
        field: 'phoneNumber',
      });
    });

    it('refuses a party’s allowance and a song link in Malay', async () => {
      const card = await newOwnersCard(t);
      const party = await call('POST', `/api/cards/${card.id}/guests`, {
        cookie: card.cookie,
        payload: { name: 'Pak Abu', phone: '012-345 6789', allowance: 99 },
      });
      expect(refusal(party)).toEqual({
        message: 'Bilangan tetamu mesti nombor bulat antara 1 dan 20.',
        field: 'allowance',
      });
      const song = await call('PUT', `/api/cards/${card.id}/music`, {
        cookie: card.cookie,
        payload: { yt_id: 'bukan pautan' },
      });
      expect(refusal(song)).toEqual({
        message: 'Invalid URL or Video ID not found',
        field: 'yt_id',
      });
    });
  });

  describe.each(ENGLISH)('to $who', ({ headers }) => {
    it('names a card text too long in English, with its label and limit', async () => {
      expect(refusal(await saveLongName(headers))).toEqual({
        message: 'Groom’s name is too long (at most 40 characters).',
        field: 'card.groom_name',
      });
    });

    it('refuses an RSVP’s phone in English', async () => {
      const card = await newOwnersCard(t);
      const res = await call('POST', `/api/cards/${card.id}/rsvps`, {
        headers,
        payload: badPhone,
      });
      expect(refusal(res)).toEqual({
        message: 'Please enter a valid phone number.',
        field: 'phoneNumber',
      });
    });

    it('refuses a party’s name and allowance in English', async () => {
      const card = await newOwnersCard(t);
      const body = { name: 'Pak Abu', phone: '012-345 6789', allowance: 99 };
      const allowance = await call('POST', `/api/cards/${card.id}/guests`, {
        cookie: card.cookie,
        headers,
        payload: body,
      });
      expect(refusal(allowance)).toEqual({
        message: 'The number of guests must be a whole number from 1 to 20.',
        field: 'allowance',
      });
      const name = await call('POST', `/api/cards/${card.id}/guests`, {
        cookie: card.cookie,
        headers,
        payload: { ...body, name: ' ', allowance: 2 },
      });
      expect(refusal(name)).toEqual({ message: 'Please enter the guest’s name.', field: 'name' });
    });

    it('refuses a song link in the spec’s words', async () => {
      const card = await newOwnersCard(t);
      const song = await call('PUT', `/api/cards/${card.id}/music`, {
        cookie: card.cookie,
        headers,
        payload: { yt_id: 'bukan pautan' },
      });
      expect(refusal(song)).toEqual({
        message: 'Invalid URL or Video ID not found',
        field: 'yt_id',
      });
    });
  });
});
