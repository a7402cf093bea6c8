import { ruleMessage } from '../i18n/rule-words';
import { z } from 'zod';
import { YOUTUBE_URL_MESSAGE, parseStartAt, parseYoutubeId } from '../music/youtube';
import { userText } from '../text/user-text';

// The music page: music on or off (on by default), a YouTube link or one of 12 preset songs, and
// the second the song starts at.

export const MUSIC_MESSAGES = {
  badLink: YOUTUBE_URL_MESSAGE,
  saved: 'Lagu kad telah disimpan.',
  musicOn: 'Lagu dihidupkan. Tetamu akan mendengarnya selepas menekan Buka.',
  musicOff: 'Lagu dimatikan. Kad dibuka terus tanpa lagu.',
  badPicks: ruleMessage('staffSongs.error.badPicks'),
} as const;

/** How many quick picks the music page offers. */
export const QUICK_PICK_COUNT = 12;

/** A YouTube link (watch, embed, v, e, short link) or a bare id → the 11-character id. */
export const youtubeIdInputSchema = z
  .string(MUSIC_MESSAGES.badLink)
  .max(500, MUSIC_MESSAGES.badLink)
  .transform((text, ctx) => {
    const id = parseYoutubeId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: MUSIC_MESSAGES.badLink });
      return z.NEVER;
    }
    return id;
  });

/** Twelve hours: no song is longer; a start beyond it is not a start. */
const MAX_START_SECONDS = 12 * 60 * 60;

/** parseStartAt, with nonsense (a start past twelve hours) as 0 too. */
function startSeconds(value: string | number): number {
  const seconds = parseStartAt(String(value));
  return seconds <= MAX_START_SECONDS ? seconds : 0;
}

/** Digits or m:ss (a whole number of seconds too); anything else 0. */
export const startAtInputSchema = z.union([z.string().max(16), z.number()]).transform(startSeconds);

/** `PUT /api/cards/:id/music`: the switch, the song, where it starts; any of them. */
export const musicSettingsBodySchema = z.strictObject({
  music: z.boolean().optional(),
  yt_id: youtubeIdInputSchema.optional(),
  start: startAtInputSchema.optional(),
});
export type MusicSettingsBody = z.input<typeof musicSettingsBodySchema>;

/** The card's music as saved (what the guest card will play on its next load). */
export const musicSettingsReplySchema = z.object({
  music: z.boolean(),
  ytId: z.string().nullable(),
  musicStart: z.number().int().nonnegative(),
  message: z.string(),
});
export type MusicSettingsReply = z.infer<typeof musicSettingsReplySchema>;

/** One of the 12 songs the music page offers (staff keep the list). */
export const quickPickSchema = z.object({
  position: z.number().int().min(1).max(QUICK_PICK_COUNT),
  title: z.string(),
  artist: z.string(),
  ytId: z.string(),
  start: z.number().int().nonnegative(),
});
export type QuickPick = z.infer<typeof quickPickSchema>;

export const quickPickListSchema = z.object({ picks: z.array(quickPickSchema) });
export type QuickPickList = z.infer<typeof quickPickListSchema>;

/** A quick pick's title or artist: the shared text rule, one line, 120 characters at most. */
const pickText = userText({
  maxLength: 120,
  required: true,
  messages: { invalid: MUSIC_MESSAGES.badPicks },
});

/** `PUT /api/admin/music/quick-picks`: the whole list of 12, in order (staff). */
export const quickPicksBodySchema = z.object({
  picks: z
    .array(
      z.strictObject({
        title: pickText,
        artist: pickText,
        ytId: youtubeIdInputSchema,
        start: startAtInputSchema.default(0),
      }),
      MUSIC_MESSAGES.badPicks,
    )
    .length(QUICK_PICK_COUNT, MUSIC_MESSAGES.badPicks),
});
export type QuickPicksBody = z.input<typeof quickPicksBodySchema>;

/** The music page's song form: the link as typed, the start as typed ('' is 0). */
export const songFormSchema = z.object({
  yt_id: youtubeIdInputSchema,
  start: z.string().max(16).transform(startSeconds),
});
export type SongForm = z.output<typeof songFormSchema>;
