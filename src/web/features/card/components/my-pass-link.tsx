import { Ticket } from 'lucide-react';
import { useCardWords } from '@web/i18n/card-words';
import { useSavedPass } from '../utils/saved-pass';

/**
 * A guest who RSVPed from this browser finds their pass again on
 * the card ("Pas saya", at the top left of the hero, across from the music button), ready to show
 * at the door. It stands on the hero's art, above its words, and scrolls away with it: fixed to
 * the screen it covered the words of every section scrolled under it.
 */
export function MyPassLink({ cardId }: { cardId: string }) {
  const pass = useSavedPass(cardId);
  const words = useCardWords();
  if (!pass) return null;
  return (
    <a
      href={pass.url}
      className="absolute top-[max(0.75rem,env(safe-area-inset-top))] left-[max(0.75rem,calc(50vw-240px+0.75rem))] z-30 inline-flex h-12 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-neutral-900 shadow-lg backdrop-blur"
    >
      <Ticket className="h-5 w-5" aria-hidden="true" />
      {words.line('card.myPass')}
    </a>
  );
}
