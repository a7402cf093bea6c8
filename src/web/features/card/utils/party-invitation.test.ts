import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@shared/schemas/invitation';

// The store keeps one lookup per page load: each test loads a fresh copy of the module.
async function loadStore() {
  vi.resetModules();
  return import('./party-invitation');
}

const CARD = 'ahmad-siti';
const TOKEN = 'a1b2c3d4e5f6AbCdEf_-1234';
const LINK = `/kad/${CARD}/${TOKEN}`;
const invitation: Invitation = {
  name: 'Pak Cik Hamid',
  phoneNumber: '012-345 6789',
  allowance: 2,
  majlis: [],
  answer: { attending: true, guests: 2, email: null, ucapan: null, majlis: [] },
  pass: { token: TOKEN, url: `https://jemput.test/pas#${TOKEN}` },
};

let fetchMock: ReturnType<typeof vi.fn>;
let forgetPass: ReturnType<typeof vi.fn<(cardId: string, token: string) => void>>;
let savePass: ReturnType<
  typeof vi.fn<(cardId: string, pass: { token: string; url: string }) => void>
>;
const passes = () => ({ save: savePass, forget: forgetPass });

function answerWith(status: number, body: unknown) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  forgetPass = vi.fn();
  savePass = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("the party's invitation", () => {
  it('is looked up once per page load, with the token in the body', async () => {
    answerWith(200, invitation);
    const store = await loadStore();
    const heard = vi.fn();
    store.subscribeInvitation(heard);
    await Promise.all([
      store.openInvitation(CARD, LINK, passes()),
      store.openInvitation(CARD, LINK, passes()),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/cards/${CARD}/invitation`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.currentInvitation()).toEqual({ token: TOKEN, invitation });
    // Attending: the party's pass is kept for "Pas saya", on this phone too.
    expect(forgetPass).not.toHaveBeenCalled();
    expect(savePass).toHaveBeenCalledWith(CARD, invitation.pass);
  });

  it.each([`/kad/${CARD}`, `/kad/${CARD}/`, `/kad/${CARD}/theme7`, `${LINK}/lagi`])(
    'is not looked up on %s',
    async (path) => {
      const store = await loadStore();
      await store.openInvitation(CARD, path, passes());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(store.currentInvitation()).toBeNull();
    },
  );

  it('leaves the plain card when the token is wrong or revoked, and forgets its pass', async () => {
    answerWith(404, { error: { code: 'not_found', message: 'Jemputan ini tidak dijumpai.' } });
    const store = await loadStore();
    await store.openInvitation(CARD, LINK, passes());
    expect(store.currentInvitation()).toBeNull();
    expect(forgetPass).toHaveBeenCalledWith(CARD, TOKEN);
  });

  it('leaves the plain card and the pass when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await loadStore();
    await store.openInvitation(CARD, LINK, passes());
    expect(store.currentInvitation()).toBeNull();
    expect(forgetPass).not.toHaveBeenCalled();
  });

  it.each([
    ['not attending any more', { ...invitation.answer!, attending: false }],
    ['not answered yet', null],
  ])('forgets the pass of a party %s', async (_, answer) => {
    answerWith(200, { ...invitation, answer, pass: null });
    const store = await loadStore();
    await store.openInvitation(CARD, LINK, passes());
    expect(forgetPass).toHaveBeenCalledWith(CARD, TOKEN);
    expect(store.currentInvitation()?.invitation.answer).toEqual(answer);
  });

  it('takes the answer the party has just sent', async () => {
    answerWith(200, { ...invitation, answer: null });
    const store = await loadStore();
    await store.openInvitation(CARD, LINK, passes());
    const answer = {
      attending: false,
      guests: 1,
      email: null,
      ucapan: 'Maaf, tak dapat hadir.',
      majlis: [],
    };
    store.rememberAnswer(answer);
    expect(store.currentInvitation()?.invitation).toEqual({ ...invitation, answer });
  });
});
