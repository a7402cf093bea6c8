import { useState } from 'react';
import { ExternalLink, Music } from 'lucide-react';
import { formatStartAt } from '@shared/music/youtube';
import { useT } from '@web/i18n/use-t';

export interface PreviewSong {
  ytId: string;
  start: number;
  /** The quick pick's title and artist, when the song is one of them. */
  label: string | null;
}

/** The preview's player: YouTube's privacy-enhanced embed, playing from the chosen second. */
export function previewUrl(song: PreviewSong): string {
  const params = new URLSearchParams({
    autoplay: '1',
    start: String(song.start),
    playsinline: '1',
    rel: '0',
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(song.ytId)}?${params.toString()}`;
}

/**
 * The music page's preview player. Before Play it shows the song's thumbnail (or, when YouTube's
 * pictures cannot load, a plain panel with the song's name); after Play, YouTube's own player.
 * Nothing here waits on YouTube: where it cannot be reached the frame stays empty, the note under
 * it says so, and saving still works.
 */
export function SongPreview({ song, playing }: { song: PreviewSong | null; playing: boolean }) {
  const t = useT();
  const [brokenThumb, setBrokenThumb] = useState<string | null>(null);
  const name = song ? (song.label ?? t('music.song.video', { id: song.ytId })) : null;
  return (
    <figure>
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-deep to-emerald-ink text-white shadow-md">
        {song && playing ? (
          <iframe
            key={`${song.ytId}-${song.start}`}
            src={previewUrl(song)}
            title={t('music.song.frameTitle', { name: name ?? '' })}
            allow="autoplay; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <>
            {song && brokenThumb !== song.ytId && (
              <img
                src={`https://i.ytimg.com/vi/${encodeURIComponent(song.ytId)}/hqdefault.jpg`}
                alt=""
                className="absolute inset-0 h-full w-full object-cover opacity-80"
                onError={() => setBrokenThumb(song.ytId)}
              />
            )}
            <div className="absolute inset-0 grid place-items-center p-4 text-center">
              <div className="flex flex-col items-center gap-2">
                <span className="grid h-14 w-14 place-items-center rounded-full bg-white/15 ring-1 ring-white/40">
                  <Music className="h-6 w-6" aria-hidden="true" />
                </span>
                <p className="text-sm font-semibold">
                  {song ? t('music.song.pressPlay') : t('music.song.none')}
                </p>
              </div>
            </div>
          </>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">
        {song ? (
          <>
            <span className="font-semibold text-ink">{name}</span>
            {` · ${t('music.song.startsAt', { start: formatStartAt(song.start) })}`}
            {' · '}
            <a
              href={`https://www.youtube.com/watch?v=${encodeURIComponent(song.ytId)}&t=${song.start}s`}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 font-semibold text-emerald-deep underline-offset-4 hover:underline"
            >
              {t('music.song.openYoutube')}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
            {playing && <span className="mt-1 block">{t('music.song.unreachable')}</span>}
          </>
        ) : (
          t('music.song.empty')
        )}
      </figcaption>
    </figure>
  );
}
