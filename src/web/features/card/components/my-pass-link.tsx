import { Ticket } from 'lucide-react';
import { useSavedPass } from '../utils/saved-pass';

/**
 * A guest who RSVPed from this browser finds their pass again on
 * the card ("Pas saya", top left, across from the music button), ready to show at the door.
 */
export function MyPassLink({ cardId }: { cardId: string }) {
  const pass = useSavedPass(cardId);
  if (!pass) return null;
  return (
    <a
      href={pass.url}
      className="fixed top-[max(0.75rem,env(safe-area-inset-top))] left-[max(0.75rem,calc(50vw-240px+0.75rem))] z-30 inline-flex h-12 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-neutral-900 shadow-lg backdrop-blur"
    >
      <Ticket className="h-5 w-5" aria-hidden="true" />
      Pas saya
    </a>
  );
}
