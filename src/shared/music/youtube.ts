import { ruleMessage } from '../i18n/rule-words';

// The song is a YouTube link that must contain an 11-character video id
// (watch, embed, v, e or short-link forms); otherwise the spec's message (its English words,
// kept in the Malay catalogue too).

export const YOUTUBE_URL_MESSAGE = ruleMessage('music.link.invalid');

const VIDEO_ID = '([A-Za-z0-9_-]{11})';
const YOUTUBE_ID_PATTERNS = [
  new RegExp(`[?&]v=${VIDEO_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`/(?:embed|v|e|shorts|live)/${VIDEO_ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtu\\.be/${VIDEO_ID}(?![A-Za-z0-9_-])`),
];
const BARE_ID = new RegExp(`^${VIDEO_ID}$`);

/** The 11-character video id of a YouTube link (or of a bare id), or null. */
export function parseYoutubeId(input: string): string | null {
  const text = input.trim();
  if (BARE_ID.test(text)) return text;
  if (!/(^|[/.])(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i.test(text)) return null;
  for (const pattern of YOUTUBE_ID_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Digits are seconds, `m:ss` is minutes and two-digit seconds;
 * anything else starts at 0. `1:05` → 65, `20` → 20.
 */
export function parseStartAt(input: string): number {
  const text = input.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(\d+):([0-5]\d)$/.exec(text);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return 0;
}

/** `65` → `1:05`, the form the music page shows back in its Start at field. */
export function formatStartAt(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
