import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishCardReply } from '@shared/schemas/publish';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { publishDraft } from '../support/promo';
import { asVisitor } from '../support/visitors';

// A published card's language: the one the draft was shown in (the body's `language`), else the
// language the request is read in, so a card made on the English site greets guests in English.

const PROFILE = { name: 'Amir Kamal', mobile: '012-345 6789' };
const ENGLISH = asVisitor('en');
const MALAY = asVisitor('ms');

describe.each(testDialects)('POST /api/cards and the card’s language on %s', (dialect) => {
  let t: TestApp;
  let owner = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const publish = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const cookie = await logIn(t, `bahasa${++owner}@example.com`);
    return t.app.inject({
      method: 'POST',
      url: '/api/cards',
      payload: { draft: publishDraft(), profile: PROFILE, ...body },
      headers: { cookie, ...headers },
      remoteAddress: freshAddress(),
    });
  };
  const languageOf = async (id: string) =>
    (
      await t.database.handle.db
        .selectFrom('cards')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).language;

  it('takes the language the request is read in when the body names none', async () => {
    const english = await publish({}, ENGLISH);
    expect(english.statusCode, english.body).toBe(201);
    expect(await languageOf(english.json<PublishCardReply>().id)).toBe('en');
    const malay = await publish({}, MALAY);
    expect(malay.statusCode, malay.body).toBe(201);
    expect(await languageOf(malay.json<PublishCardReply>().id)).toBe('ms');
  });

  it('takes the body’s language over the request’s', async () => {
    for (const language of ['ms', 'en', 'both'] as const) {
      const res = await publish({ language }, language === 'en' ? MALAY : ENGLISH);
      expect(res.statusCode, res.body).toBe(201);
      expect(await languageOf(res.json<PublishCardReply>().id)).toBe(language);
    }
  });

  it('refuses a language that is not a card’s, keeping nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.handle.db
            .selectFrom('cards')
            .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const language of ['fr', '', 3, null]) {
      const res = await publish({ language }, ENGLISH);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('bad_request');
    }
    expect(await count()).toBe(before);
  });

  it('still asks an anonymous visitor to log in first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      payload: { draft: publishDraft(), profile: PROFILE, language: 'en' },
      headers: ENGLISH,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(401);
  });
});
