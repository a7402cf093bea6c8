import type { RsvpInput } from '@shared/schemas/card';
import { apiRequest } from '@web/lib/api-client';

/** guest-side §7 "POST /addrsvp": the guest's answer; the reply carries the spec's message. */
export function submitRsvp(cardId: string, input: RsvpInput): Promise<{ message: string }> {
  return apiRequest(`/cards/${encodeURIComponent(cardId)}/rsvps`, {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
