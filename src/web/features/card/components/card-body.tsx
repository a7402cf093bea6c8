import type { ReactNode, RefObject } from 'react';
import { useHydrated } from '@web/hooks/use-hydrated';

/**
 * The card's sections, inert (no focus, no taps) while the intro overlay or a panel covers them;
 * never in the server's HTML, where nothing covers them (without JavaScript there is no overlay).
 * Its own component so that the render which follows hydration (the browser's snapshot differs
 * from the server's) redraws this element alone: its children are the same elements as before,
 * so React leaves the card inside it as it is (no long task after hydration).
 */
export function CardBody({
  covered,
  bodyRef,
  children,
}: {
  covered: boolean;
  bodyRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div ref={bodyRef} inert={hydrated && covered}>
      {children}
    </div>
  );
}
