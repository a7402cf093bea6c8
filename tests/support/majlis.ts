import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Majlis, MajlisSession } from '@shared/card/card-content';
import { sampleCardContent } from '@shared/card/sample-card';
import type { GuestParty } from '@shared/schemas/guest-list';
import { freshAddress } from './auth';
import type { TestApp } from './test-app';

// A wedding of several majlis for the API tests, built from the sample card's one majlis (a
// resepsi tomorrow, 11:30 to 17:00, at the sample hotel): each test overrides what it reads
// (dates, times, venues, seats) and keeps the rest.

const sampleMajlis = (): Majlis => sampleCardContent(new Date()).majlis[0]!;

/** The akad nikah `akad1`, 09:00 to 10:00, by invitation only. */
export function akadMajlis(overrides: Partial<Majlis> = {}): Majlis {
  return {
    ...sampleMajlis(),
    id: 'akad1',
    kind: 'akad',
    start_time: '09:00',
    end_time: '10:00',
    invite_only: true,
    ...overrides,
  };
}

/** The resepsi `resepsi1`, open to the card's link, in two sessions of 10 seats each. */
export function resepsiMajlis(overrides: Partial<Majlis> = {}): Majlis {
  return { ...sampleMajlis(), id: 'resepsi1', sessions: resepsiSessions(10, 10), ...overrides };
}

/** The bertandang `tandang1`, open to the card's link. */
export function bertandangMajlis(overrides: Partial<Majlis> = {}): Majlis {
  return { ...sampleMajlis(), id: 'tandang1', kind: 'bertandang', ...overrides };
}

/**
 * Back-to-back sessions of two hours from 11:00, one per number of seats given: `sesi1` (Sesi
 * 1, 11:00 to 13:00), `sesi2` (Sesi 2, 13:00 to 15:00), …
 */
export function resepsiSessions(...seats: number[]): MajlisSession[] {
  const hour = (n: number) => `${String(11 + 2 * n).padStart(2, '0')}:00`;
  return seats.map((count, i) => ({
    id: `sesi${i + 1}`,
    label: `Sesi ${i + 1}`,
    start_time: hour(i),
    end_time: hour(i + 1),
    seats: count,
  }));
}

/** A guest answering through the card's link (the answer per majlis is each test's own). */
export const GUEST = {
  name: 'Encik Rahman',
  phoneNumber: '012-345 6789',
  guests: 2,
  attending: true,
};

/** The family the couple list first, and a friend, as guest-list bodies. */
export const FAMILY = { name: 'Keluarga Pak Long', phone: '012-111 2222', allowance: 4 };
export const FRIEND = { name: 'Rakan Sekolah', phone: '013-333 4444', allowance: 4 };

/** A guest's RSVP through the card's link, from an address of its own. */
export const postRsvp = (
  t: TestApp,
  cardId: string,
  body: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `/api/cards/${cardId}/rsvps`,
    payload: body,
    remoteAddress: freshAddress(),
  });

/**
 * A party the owner lists on the card's guest list, invited to `majlisIds` (null: the card's open
 * majlis). The choice is written as the guest list keeps it, so a test may name a majlis the card
 * no longer has. The party, and its personal link's token (its pass too).
 */
export async function listParty(
  t: TestApp,
  card: { id: string; cookie: string },
  body: { name: string; phone: string; allowance: number },
  majlisIds: readonly string[] | null = null,
): Promise<{ party: GuestParty; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cards/${card.id}/guests`,
    headers: { cookie: card.cookie },
    payload: body,
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const party = res.json<GuestParty>();
  await t.database.handle.db
    .updateTable('guest_parties')
    .set({ majlis_ids: majlisIds === null ? null : JSON.stringify(majlisIds) })
    .where('id', '=', party.id)
    .execute();
  return { party, token: party.link.split('/').at(-1) ?? '' };
}

/** An RSVP's answer to each majlis, in the order of the majlis's ids. */
export const attendanceOf = (t: TestApp, rsvpId: string) =>
  t.database.handle.db
    .selectFrom('rsvp_attendance')
    .select(['majlis_id', 'attending', 'guests', 'session_id', 'checked_in_at'])
    .where('rsvp_id', '=', rsvpId)
    .orderBy('majlis_id')
    .execute();
