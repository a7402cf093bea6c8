import type { RequestCodeReply } from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';

/** Sends a login code to `email` (`website` is the honeypot: filled only by bots). */
export function requestLoginCode(email: string, website = ''): Promise<RequestCodeReply> {
  return apiRequest('/auth/code', {
    method: 'POST',
    body: JSON.stringify(website ? { email, website } : { email }),
  });
}
