import { malay as malayWords } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@shared/schemas/feedback';
import { MUSIC_MESSAGES } from '@shared/schemas/music';
import { SALAM_KAUT_MESSAGES } from '@shared/schemas/salam-kaut';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { asVisitor } from '../support/visitors';

// The owner's smaller pages (music, salam kaut and gifts, feedback) answer in the visitor's
// language: what a saved setting says and why a request is refused, in Malay by default and in
// English to a browser that asks for it.

const ENGLISH = asVisitor('en');

describe.each(testDialects)('the owner pages’ replies in either language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const put = (url: string, cookie: string, payload: object, headers: object = {}) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie, ...headers }, payload });

  it('says the music switch was saved in Malay, and in English to an English browser', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const malay = await put(`/api/cards/${id}/music`, cookie, { music: false });
    expect(malay.statusCode, malay.body).toBe(200);
    expect(malay.json<{ message: string }>().message).toBe(MUSIC_MESSAGES.musicOff);
    const english = await put(`/api/cards/${id}/music`, cookie, { music: true }, ENGLISH);
    expect(english.json<{ message: string }>().message).toBe(
      'Music is on. Guests will hear it once they open the card.',
    );
  });

  it('says a gift switch was saved in the visitor’s language', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const malay = await put(`/api/cards/${id}/gift-settings`, cookie, { gift: true });
    expect(malay.json<{ message: string }>().message).toBe(malayWords(SALAM_KAUT_MESSAGES.giftOn));
    const english = await put(
      `/api/cards/${id}/gift-settings`,
      cookie,
      { salam_kaut: true },
      ENGLISH,
    );
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json<{ message: string }>().message).toBe('Salam kaut is now on.');
  });

  it('refuses a QR sent as anything but a file in the visitor’s language', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const send = (headers: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/salam-kaut-qr`,
        headers: { cookie, 'content-type': 'application/json', ...headers },
        payload: { qr: 'not a file' },
      });
    const malay = await send({});
    expect(malay.statusCode).toBe(400);
    expect(malay.json<{ error: { message: string } }>().error.message).toBe(
      malayWords(SALAM_KAUT_MESSAGES.notMultipart),
    );
    const english = await send(ENGLISH);
    expect(english.json<{ error: { message: string } }>().error.message).toBe(
      'Please send the QR code picture as a file (multipart/form-data).',
    );
  });

  it('thanks the owner for feedback in English, and says an edit was saved in Malay', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const entry = { name: 'Aina', rating: 5, comment: 'Cantik.' };
    const english = await put(`/api/cards/${id}/owner-feedback`, cookie, entry, ENGLISH);
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json<{ message: string }>().message).toBe(
      'Thank you! Your feedback has been sent.',
    );
    const malay = await put(`/api/cards/${id}/owner-feedback`, cookie, { ...entry, rating: 4 });
    expect(malay.statusCode, malay.body).toBe(200);
    expect(malay.json<{ message: string }>().message).toBe(malayWords(FEEDBACK_MESSAGES.updated));
  });

  it('writes the wishes book’s PDF in the visitor’s language, not the card’s', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const pdf = async (headers: object) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}/wishes-book.pdf?size=a5`,
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload.toString('latin1');
    };
    // The document's title, which pdfkit writes as plain text (its pages are compressed).
    expect(await pdf({})).toContain('(Buku Ucapan: Ali & Aminah)');
    const english = await pdf(ENGLISH);
    expect(english).toContain('(Wishes Book: Ali & Aminah)');
    // The same card in English is another book, not the Malay one from the cache.
    expect(english).not.toContain('Buku Ucapan');
  });

  it('names the wishes book and the guest list’s CSV in the visitor’s language', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const nameOf = async (path: string, headers: object) => {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { cookie, ...headers } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.headers['content-disposition'];
    };
    const book = `/api/cards/${id}/wishes-book.pdf?size=a4`;
    expect(await nameOf(book, {})).toBe('attachment; filename="buku-ucapan-ali-aminah-a4.pdf"');
    expect(await nameOf(book, ENGLISH)).toBe(
      'attachment; filename="wishes-book-ali-aminah-a4.pdf"',
    );
    const guests = `/api/cards/${id}/guests.csv`;
    expect(await nameOf(guests, {})).toBe(`attachment; filename="tetamu-${id}.csv"`);
    expect(await nameOf(guests, ENGLISH)).toBe(`attachment; filename="guests-${id}.csv"`);
  });

  const said = (res: { statusCode: number; body: string; json: <T>() => T }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ message: string }>().message;
  };

  it('says a theme, a hashtag and the after-the-day choice are saved', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const theme = (headers: object) =>
      put(`/api/cards/${id}/theme`, cookie, { theme: 'theme3' }, headers);
    expect(said(await theme({}))).toBe('Tema telah dikemaskini');
    expect(said(await theme(ENGLISH))).toBe('Theme updated');
    const hashtag = (headers: object) =>
      put(`/api/cards/${id}/hashtag`, cookie, { event: 'AliAminah' }, headers);
    expect(said(await hashtag({}))).toBe('Hashtag telah dikemaskini');
    expect(said(await hashtag(ENGLISH))).toBe('Hashtag updated');
    const afterDay = (headers: object) =>
      put(`/api/cards/${id}/after-the-day`, cookie, { thanksNote: '', afterDay: 'keep' }, headers);
    expect(said(await afterDay({}))).toBe('Tetapan selepas majlis disimpan.');
    expect(said(await afterDay(ENGLISH))).toBe('After-the-wedding settings saved.');
  });

  it('says a co-host is invited, changed and removed', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const call = (
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      headers: object,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, ...headers },
        ...(payload ? { payload } : {}),
      });
    const hosts = `/api/cards/${id}/hosts`;
    const invite = (email: string, headers: object) =>
      call('POST', hosts, headers, { email, name: 'Mak', role: 'penyambut' });
    expect(said(await invite('mak.ms@example.com', {}), 201)).toBe(
      'Jemputan telah dihantar kepada Mak.',
    );
    const invited = await invite('mak.en@example.com', ENGLISH);
    expect(said(invited, 201)).toBe('The invitation has been sent to Mak.');
    const hostId = invited.json<{ host: { id: string } }>().host.id;
    const change = (headers: object) =>
      call('PATCH', `${hosts}/${hostId}`, headers, { role: 'pengurus' });
    expect(said(await change({}))).toBe('Peranan telah dikemas kini.');
    expect(said(await change(ENGLISH))).toBe('The role has been updated.');
    expect(said(await call('DELETE', `${hosts}/${hostId}`, ENGLISH))).toBe(
      'Mak has been removed. Their access to this card ends at once.',
    );
  });
});
