import { Music } from 'lucide-react';
import type { QuickPick } from '@shared/schemas/music';
import { formatStartAt } from '@shared/music/youtube';
import { useT } from '@web/i18n/use-t';

/** The 12 songs; choosing one puts it in the form and plays it. */
export function QuickPickList({
  picks,
  chosenId,
  onChoose,
}: {
  picks: QuickPick[];
  /** The video in the form now, marked as pressed. */
  chosenId: string | null;
  onChoose: (pick: QuickPick) => void;
}) {
  const t = useT();
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {picks.map((pick) => {
        const chosen = pick.ytId === chosenId;
        return (
          <li key={pick.position} className="min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onChoose(pick)}
              className={`flex h-full min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition focus-visible:ring-2 focus-visible:ring-emerald-deep focus-visible:outline-none ${chosen ? 'border-emerald-deep bg-emerald-deep/5' : 'border-emerald-deep/10 bg-white hover:border-emerald-deep/40'}`}
            >
              <span
                className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${chosen ? 'bg-emerald-deep text-white' : 'bg-emerald-deep/10 text-emerald-deep'}`}
                aria-hidden="true"
              >
                <Music className="h-4 w-4" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">{pick.title}</span>
                <span className="block text-sm break-words text-muted">
                  {pick.artist}
                  {pick.start > 0 &&
                    ` · ${t('music.picks.startsAt', { start: formatStartAt(pick.start) })}`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
