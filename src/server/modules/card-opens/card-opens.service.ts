import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CARD_OPENS_DAYS } from '@shared/schemas/card-opens';
import type { CardOpens } from '@shared/schemas/card-opens';
import { daysEndingOn } from '@shared/card/card-opens';
import type { Database } from '../../db/schema';
import { clientAddressKey } from '../../http/client-address';
import type { Clock } from '../../lib/clock';
import { malaysiaToday } from '../../lib/clock';
import { keyedHash } from '../../lib/secrets';
import type { AuthUser } from '../auth/sessions.service';
import { cardHostsRepository } from '../card-hosts/card-hosts.repository';
import { cardsRepository } from '../cards/cards.repository';
import { cardOpensRepository } from './card-opens.repository';
import type { PageServe } from './browser-open';
import { isBrowserOpen } from './browser-open';

// How many opened a card, counted on the server with no cookie and no third party. A visitor is
// known for one day only, by a keyed hash of the address (IPv6 by its /64, as the rate limits
// count a client), the browser's user agent and the card, with a key made from APP_SECRET and
// the date in Malaysia: the same browser opening the card again that day is the same hash and
// counts once; tomorrow's key makes another hash, so days cannot be linked, and without the
// secret no hash leads back to an address. Only the hash is stored, and only for its day.
//
// The count is written after the page has gone out, so no guest waits for it; a browser already
// counted today (the usual repeat) is known from memory and costs no query.

/** A card page that went out, as the card page's route saw it (its method, status and headers). */
export interface PageOpen extends PageServe {
  cardId: string;
  /** `request.ip` (what TRUST_PROXY lets the server believe). */
  ip: string;
  userAgent: string;
  /** The request's cookies: a session's owner of the card, or staff, is not a guest. */
  cookies: Readonly<Record<string, string | undefined>>;
}

/** Hashes remembered per instance for the day, so a repeat open costs no query. */
const REMEMBERED_MAX = 200_000;

// The day's key, made once a day (an HMAC of its own would double the cost of each open).
let keyOfDay = { secret: '', day: '', key: '' };
function dayKey(appSecret: string, day: string): string {
  if (keyOfDay.secret !== appSecret || keyOfDay.day !== day) {
    keyOfDay = { secret: appSecret, day, key: keyedHash(appSecret, 'card-opens-day', day) };
  }
  return keyOfDay.key;
}

/** The visitor's hash on a day: HMAC-SHA256 with that day's key, 128 bits in hex. */
export function visitorHash(
  appSecret: string,
  day: string,
  open: Pick<PageOpen, 'cardId' | 'ip' | 'userAgent'>,
): string {
  return createHmac('sha256', dayKey(appSecret, day))
    .update(`${open.cardId}\0${clientAddressKey(open.ip)}\0${open.userAgent}`)
    .digest('hex')
    .slice(0, 32);
}

export interface CardOpensDeps {
  db: Kysely<Database>;
  appSecret: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Who is logged in by these cookies, read only (nothing renewed): null for a guest. */
  viewerOf: (
    cookies: Readonly<Record<string, string | undefined>>,
    now: Date,
  ) => Promise<AuthUser | null>;
}

export type CardOpensRecorder = ReturnType<typeof cardOpensRecorder>;

export function cardOpensRecorder({ db, appSecret, clock, log, viewerOf }: CardOpensDeps) {
  const opens = cardOpensRepository(db);
  const cards = cardsRepository(db);
  const hosts = cardHostsRepository(db);
  const pending = new Set<Promise<void>>();
  let rememberedDay = '';
  let remembered = new Set<string>();

  /** The card's owner or staff, looking at the card through their own session. */
  async function isHost(open: PageOpen, now: Date): Promise<boolean> {
    const user = await viewerOf(open.cookies, now);
    if (!user) return false;
    if (user.role === 'admin') return true;
    const card = await cards.findById(open.cardId);
    if (card?.user_id === user.id) return true;
    // The family helping with the card (its co-hosts) are not its guests either.
    return (await hosts.liveOf(open.cardId, user)) !== undefined;
  }

  /** A new day: yesterday's hashes count nobody any more, here or in the database. */
  async function startDay(day: string): Promise<void> {
    rememberedDay = day;
    remembered = new Set();
    await opens.forgetVisitorsBefore(day);
  }

  async function count(open: PageOpen, now: Date): Promise<void> {
    if (!isBrowserOpen(open)) return;
    const day = malaysiaToday(now);
    if (day !== rememberedDay) await startDay(day);
    const hash = visitorHash(appSecret, day, open);
    if (remembered.has(hash)) return;
    if (await isHost(open, now)) return;
    if (remembered.size >= REMEMBERED_MAX) remembered = new Set();
    remembered.add(hash);
    try {
      await opens.record(open.cardId, day, hash);
    } catch (error) {
      remembered.delete(hash);
      throw error;
    }
  }

  return {
    /**
     * Counts a serve of the card page, if it is a browser's open, once the reply is on its way
     * (the next turn of the event loop); a failure is logged and costs one open, never the page.
     */
    record(open: PageOpen): void {
      const now = clock.now();
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => count(open, now))
        .catch((error: unknown) => {
          log.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'card open not counted',
          );
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    },

    /** Resolves once every open already served by this instance is written. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /** Removes the hashes of past days (at start, and on a day's first open). */
    async forgetPastDays(): Promise<void> {
      await startDay(malaysiaToday(clock.now()));
    },

    /** What the owner reads: all opens, today's, and each of the last CARD_OPENS_DAYS days. */
    async ofCard(cardId: string): Promise<CardOpens> {
      const today = malaysiaToday(clock.now());
      const days = daysEndingOn(today, CARD_OPENS_DAYS);
      const [rows, total] = await Promise.all([
        opens.daysOfCard(cardId, days[0] ?? today),
        opens.totalOfCard(cardId),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row.opens]));
      return {
        total,
        today: byDay.get(today) ?? 0,
        days: days.map((date) => ({ date, opens: byDay.get(date) ?? 0 })),
      };
    },
  };
}
