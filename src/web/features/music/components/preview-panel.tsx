import type { Ref } from 'react';
import { Eye } from 'lucide-react';
import { Button, buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import type { useSetMusic } from '../api/set-music';
import type { PreviewSong } from './song-preview';
import { SongPreview } from './song-preview';

/**
 * The player with Pilih lagu ini (the owner's only: staff see it read-only), then the server's
 * word once the song is saved, with Lihat Kad.
 */
export function PreviewPanel({
  ref,
  cardId,
  song,
  playing,
  readOnly,
  musicOn,
  saved,
  save,
  onSave,
}: {
  ref: Ref<HTMLDivElement>;
  cardId: string;
  song: PreviewSong | null;
  playing: boolean;
  readOnly: boolean;
  /** The music switch is on (else the saved note says to turn it on). */
  musicOn: boolean;
  /** The song now playing is the one just saved. */
  saved: boolean;
  save: ReturnType<typeof useSetMusic>;
  onSave: () => void;
}) {
  const t = useT();
  return (
    <div
      ref={ref}
      className="min-w-0 scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <section
        aria-labelledby="pratonton"
        className="rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm"
      >
        <h2 id="pratonton" className="font-display text-2xl text-emerald-deep">
          {t('music.preview.title')}
        </h2>
        <div className="mt-3">
          <SongPreview song={song} playing={playing} />
        </div>
        {!readOnly && (
          <Button
            className="mt-4 w-full"
            onClick={onSave}
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? t('music.preview.saving') : t('music.preview.choose')}
          </Button>
        )}
        <div role="status" aria-live="polite">
          {saved && save.isSuccess && (
            <div className="mt-4 rounded-xl bg-emerald-deep/5 p-4">
              <p className="text-sm text-emerald-deep">
                {save.data.message}
                {!musicOn && ` ${t('music.preview.turnOn')}`}
              </p>
              <a
                href={`/kad/${encodeURIComponent(cardId)}`}
                className={buttonClass('secondary', 'mt-3 w-full')}
              >
                <Eye className="h-4 w-4" aria-hidden="true" />
                {t('music.viewCard')}
              </a>
            </div>
          )}
        </div>
        {save.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {errorMessage(save.error)}
          </p>
        )}
      </section>
    </div>
  );
}
