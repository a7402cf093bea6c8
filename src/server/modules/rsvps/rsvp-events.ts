import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { RsvpChange } from '@shared/schemas/check-in';
import { rsvpChangeSchema } from '@shared/schemas/check-in';

type Listener = (change: RsvpChange) => void;

/**
 * Changes to a card's RSVPs, as they happen: a check-in on one
 * phone reaches the other ushers' screens and the owner's page through their event streams.
 * In one process an EventEmitter carries them; with `REDIS_URL` they go through Redis pub/sub,
 * so every instance behind a load balancer hears every change.
 */
export interface RsvpEvents {
  publish(change: RsvpChange): void;
  /** Listens to one card's changes; returns how to stop. */
  subscribe(cardId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

class LocalRsvpEvents implements RsvpEvents {
  protected readonly emitter = new EventEmitter();

  constructor() {
    // Every open usher screen and owner page listens: hundreds are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(change: RsvpChange): void {
    this.emitter.emit(change.cardId, change);
  }

  subscribe(cardId: string, listener: Listener): () => void {
    this.emitter.on(cardId, listener);
    return () => this.emitter.off(cardId, listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/** Through Redis: published on one channel, heard by every instance (this one included). */
class RedisRsvpEvents extends LocalRsvpEvents {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(url: string, prefix: string, onError: (error: Error) => void) {
    super();
    this.channel = `${prefix}rsvp-changes`;
    const options = { lazyConnect: false, maxRetriesPerRequest: 1 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    void this.subscriber.subscribe(this.channel).catch(onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const change = rsvpChangeSchema.safeParse(safeJson(message));
      if (change.success) this.emitter.emit(change.data.cardId, change.data);
    });
  }

  override publish(change: RsvpChange): void {
    // A Redis hiccup must not fail a check-in: the others' screens poll as a fallback.
    this.publisher.publish(this.channel, JSON.stringify(change)).catch(() => {
      this.emitter.emit(change.cardId, change);
    });
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createRsvpEvents(
  redis: { url: string | null; prefix: string },
  onError: (error: Error) => void,
): RsvpEvents {
  return redis.url ? new RedisRsvpEvents(redis.url, redis.prefix, onError) : new LocalRsvpEvents();
}
