import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved changes warns. Closing or reloading the tab gets
 * the browser's own question (it shows its own words; browsers no longer show a page's); a move
 * inside the app is held back, and the returned blocker is `blocked` until the page asks the
 * owner (CARD_EDIT_MESSAGES.leave) and proceeds or resets it.
 */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
}
