import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckInReply } from '@shared/schemas/check-in';
import { errorMessage } from '@web/lib/api-client';
import type { DoorAccess } from '../api/door-access';
import { isNetworkError } from '../api/door-access';
import { settleGuestInCache } from '../api/door-cache';
import { sendDoorAction } from '../api/send-door-action';
import type { QueuedDoorAction } from '../utils/check-in-queue';
import { addToQueue, majlisOfAction, readQueue, removeFromQueue } from '../utils/check-in-queue';

/** While something waits, try again this often even without an `online` event (flaky Wi-Fi). */
const RETRY_MS = 5_000;

/** What became of an action: sent (the server's reply) or queued until the network returns. */
export type DoorActionResult = { sent: CheckInReply } | { queued: QueuedDoorAction };

export interface QueueReport {
  sent: number;
  refused: string[];
}

/**
 * Daftar Masuk and walk-ins go out at once when they can, and wait in
 * the phone's queue when they cannot (offline, or the fetch failed); the queue is sent when the
 * network returns (the `online` event, and a retry every 5 s while anything waits), oldest first.
 */
export function useDoorQueue(access: DoorAccess, onReport: (report: QueueReport) => void) {
  const queryClient = useQueryClient();
  const { cardId } = access;
  const [queue, setQueue] = useState<QueuedDoorAction[]>(() => readQueue(cardId));
  const flushing = useRef(false);
  const latest = useRef({ access, onReport });
  useEffect(() => {
    latest.current = { access, onReport };
  });

  const settle = useCallback(
    (reply: CheckInReply, action: QueuedDoorAction) => {
      // A listed party that never replied was tapped as `party:<id>` and is now an RSVP.
      const was = action.kind === 'check-in' ? (action.rsvpId ?? undefined) : undefined;
      return settleGuestInCache(queryClient, cardId, majlisOfAction(action), reply.guest, was);
    },
    [queryClient, cardId],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    const report: QueueReport = { sent: 0, refused: [] };
    try {
      for (const action of readQueue(cardId)) {
        try {
          await settle(await sendDoorAction(latest.current.access, action), action);
          report.sent += 1;
        } catch (error) {
          if (isNetworkError(error)) break;
          // Refused (not attending, an unknown pass, a revoked link): sending it again would
          // be refused again; the usher is told instead.
          report.refused.push(errorMessage(error));
        }
        setQueue(removeFromQueue(cardId, action.key));
      }
    } finally {
      flushing.current = false;
    }
    if (report.sent > 0 || report.refused.length > 0) latest.current.onReport(report);
  }, [cardId, settle]);

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    void flush();
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const waiting = queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  /** Sends an action now, or queues it when the phone has no network. */
  const perform = useCallback(
    async (action: QueuedDoorAction): Promise<DoorActionResult> => {
      const enqueue = () => {
        setQueue(addToQueue(cardId, action));
        return { queued: action };
      };
      if (!navigator.onLine) return enqueue();
      try {
        const sent = await sendDoorAction(latest.current.access, action);
        // The row shows the reply before the usher's button is free again, so a second tap
        // never meets the party as it was.
        await settle(sent, action);
        return { sent };
      } catch (error) {
        if (isNetworkError(error)) return enqueue();
        throw error;
      }
    },
    [cardId, settle],
  );

  return { queue, perform, flush };
}
