import type { Pass } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';

/** `POST /api/passes/lookup`: whose pass a scanned token is (the token stays out of URLs). */
export function lookUpPass(token: string): Promise<Pass> {
  return apiRequest<Pass>('/passes/lookup', { method: 'POST', body: JSON.stringify({ token }) });
}
