import { Music, Pause } from 'lucide-react';
import { useCardWords } from '@web/i18n/card-words';

/** Playing or paused, switched by one round button. */
export function MusicButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const words = useCardWords();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={playing}
      aria-label={words.line(playing ? 'card.music.stop' : 'card.music.play')}
      className="fixed top-[max(0.75rem,env(safe-area-inset-top))] right-[max(0.75rem,calc(50vw-240px+0.75rem))] z-30 grid h-12 w-12 place-items-center rounded-full bg-white/95 text-neutral-900 shadow-lg backdrop-blur"
    >
      {playing ? (
        <Pause className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Music className="h-5 w-5" aria-hidden="true" />
      )}
      {playing && <span className="music-ring absolute inset-0 rounded-full" aria-hidden="true" />}
    </button>
  );
}
