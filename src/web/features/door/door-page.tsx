import { useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { useT } from '@web/i18n/use-t';
import type { DoorAccess } from './api/door-access';
import { DoorRefused } from './components/door-refused';
import { DoorScreen } from './components/door-screen';
import { takeUsherToken } from './utils/usher-token';

/**
 * `/sambut/:id`. Opened from an usher link (`#<token>`) it needs
 * no account; opened without one, it is the owner's or staff's own door screen, behind the
 * login prompt (`LoginGate`, given by the app layer).
 */
export function DoorPage({ LoginGate }: { LoginGate: ComponentType<{ children: ReactNode }> }) {
  const { id = '' } = useParams();
  const t = useT();
  const [arrival] = useState(() => takeUsherToken(id));
  const access = useMemo<DoorAccess>(() => ({ cardId: id, token: arrival.token }), [id, arrival]);

  if (arrival.token === null && arrival.malformed) {
    return <DoorRefused message={t(CHECK_IN_MESSAGE_IDS.usherInvalid)} />;
  }
  const screen = <DoorScreen access={access} />;
  return arrival.token ? screen : <LoginGate>{screen}</LoginGate>;
}
