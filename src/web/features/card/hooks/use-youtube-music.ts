import { useCallback, useState } from 'react';
import type { RefObject } from 'react';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The embedded player's address: autoplay from `start`, looping, with its postMessage API on. */
export function playerUrl(videoId: string, start: number): string {
  const params = new URLSearchParams({
    autoplay: '1',
    start: String(start),
    loop: '1',
    playlist: videoId,
    controls: '0',
    playsinline: '1',
    enablejsapi: '1',
  });
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/**
 * Background music: YouTube's player is loaded only when the guest
 * presses Buka, as a frame we command with
 * postMessage, so no YouTube script runs in the card's page. Without a network to YouTube the
 * frame stays empty and the play button simply has nothing to play.
 */
export function useYoutubeMusic(
  frame: RefObject<HTMLIFrameElement | null>,
  videoId: string | null,
  start: number,
) {
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);

  const command = useCallback(
    (func: 'playVideo' | 'pauseVideo') => {
      frame.current?.contentWindow?.postMessage(
        JSON.stringify({ event: 'command', func, args: [] }),
        PLAYER_ORIGIN,
      );
    },
    [frame],
  );

  const begin = useCallback(() => {
    if (!videoId) return;
    setSrc(playerUrl(videoId, start));
    setPlaying(true);
  }, [videoId, start]);

  const toggle = useCallback(() => {
    if (!videoId) return;
    if (!src) return begin();
    command(playing ? 'pauseVideo' : 'playVideo');
    setPlaying(!playing);
  }, [videoId, src, playing, begin, command]);

  return { src, playing, begin, toggle };
}
