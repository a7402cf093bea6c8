import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@shared/schemas/invitation';

// The store keeps one lookup per page load: each test loads a fresh copy of the module.
async function loadStore() {
  vi.resetModules();
  return import('./party-invitation');
}

const CARD = 'ahmad-siti';
const TOKEN = 'a1b2c3d4e5f6AbCdEf_-1234';
const invitation: Invitation = {
  name: 'Pak Cik Hamid',
  phoneNumber: '012-345 6789',
  allowance: 2,
  answer: { attending: true, guests: 2, email: null, ucapan: null },
};

function fakeStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const partyPass = JSON.stringify({ token: TOKEN, url: `https://jemput.my/pas#${TOKEN}` });
let storage: ReturnType<typeof fakeStorage>;
let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(status: number, body: unknown) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  storage = fakeStorage({ [`jemput_pass_${CARD}`]: partyPass });
  vi.stubGlobal('window', { localStorage: storage, dispatchEvent: vi.fn() });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the party's invitation", () => {
  it('is looked up once per page load, with the token in the body', async () => {
    answerWith(200, invitation);
    const store = await loadStore();
    const heard = vi.fn();
    store.subscribeInvitation(heard);
    await Promise.all([
      store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`),
      store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/cards/${CARD}/invitation`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.currentInvitation()).toEqual({ token: TOKEN, invitation });
    // Attending: the party's pass stays for "Pas saya".
    expect(storage.map.has(`jemput_pass_${CARD}`)).toBe(true);
  });

  it.each([`/kad/${CARD}`, `/kad/${CARD}/`, `/kad/${CARD}/pendek`, `/kad/${CARD}/${TOKEN}/lagi`])(
    'is not looked up on %s',
    async (path) => {
      const store = await loadStore();
      await store.openInvitation(CARD, path);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(store.currentInvitation()).toBeNull();
    },
  );

  it('leaves the plain card when the token is wrong or revoked, and forgets its pass', async () => {
    answerWith(404, { error: { code: 'not_found', message: 'Jemputan ini tidak dijumpai.' } });
    const store = await loadStore();
    await store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`);
    expect(store.currentInvitation()).toBeNull();
    expect(storage.map.has(`jemput_pass_${CARD}`)).toBe(false);
  });

  it('leaves the plain card and the pass when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await loadStore();
    await store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`);
    expect(store.currentInvitation()).toBeNull();
    expect(storage.map.has(`jemput_pass_${CARD}`)).toBe(true);
  });

  it('forgets the pass of a party that is not attending any more', async () => {
    answerWith(200, { ...invitation, answer: { ...invitation.answer, attending: false } });
    const store = await loadStore();
    await store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`);
    expect(storage.map.has(`jemput_pass_${CARD}`)).toBe(false);
  });

  it('keeps the pass of an RSVP sent from the open link in this browser', async () => {
    const other = JSON.stringify({
      token: 'x'.repeat(22),
      url: `https://jemput.my/pas#${'x'.repeat(22)}`,
    });
    storage.map.set(`jemput_pass_${CARD}`, other);
    answerWith(200, { ...invitation, answer: null });
    const store = await loadStore();
    await store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`);
    expect(storage.map.get(`jemput_pass_${CARD}`)).toBe(other);
  });

  it('takes the answer the party has just sent', async () => {
    answerWith(200, { ...invitation, answer: null });
    const store = await loadStore();
    await store.openInvitation(CARD, `/kad/${CARD}/${TOKEN}`);
    const answer = { attending: false, guests: 1, email: null, ucapan: 'Maaf, tak dapat hadir.' };
    store.rememberAnswer(answer);
    expect(store.currentInvitation()?.invitation).toEqual({ ...invitation, answer });
  });
});
