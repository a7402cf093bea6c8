import type { CheckInReply } from '@shared/schemas/check-in';
import type { QueuedDoorAction } from '../utils/check-in-queue';
import type { DoorAccess } from './door-access';
import { doorRequest } from './door-access';

/**
 * Daftar Masuk (`POST …/door/check-ins`, by pass or by guest) or a walk-in (`POST
 * …/door/walk-ins`), as made now or as sent again from the offline queue.
 */
export function sendDoorAction(access: DoorAccess, action: QueuedDoorAction) {
  return doorRequest<CheckInReply>(
    access,
    action.kind === 'check-in' ? '/check-ins' : '/walk-ins',
    { method: 'POST', body: JSON.stringify(action.body) },
  );
}
