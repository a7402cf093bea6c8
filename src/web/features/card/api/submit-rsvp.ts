import type { RsvpCreated, RsvpInput } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';

/**
 * The guest's answer; the reply carries the spec's message (on
 * the demo card, the message that nothing was kept).
 */
export function submitRsvp(cardId: string, input: RsvpInput): Promise<RsvpCreated> {
  return apiRequest(`/cards/${encodeURIComponent(cardId)}/rsvps`, {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
