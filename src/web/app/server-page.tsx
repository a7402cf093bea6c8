import { useEffect } from 'react';
import { FullScreenSpinner } from '@web/components/ui/spinner';

/**
 * A page the server draws itself (the guest card at /kad/:id): reached by a link inside the app,
 * it is loaded from the server in full.
 */
export function ServerPage() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <FullScreenSpinner />;
}
