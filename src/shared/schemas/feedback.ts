import { z } from 'zod';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';

// The public
// rating summary and list, the owner's one entry per card (left from the card home once the card
// is active, editable afterwards), and staff's hand on it (hide, show again).

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const MAX_FEEDBACK_NAME_LENGTH = 80;
export const MAX_FEEDBACK_COMMENT_LENGTH = 1000;
export const MAX_FEEDBACK_COMMENT_LINES = 10;
/** The public list's page (a "load more" adds the next). */
export const FEEDBACK_PAGE_SIZE = 10;
/** Per owner: room for a few edits, a wall for scripts. */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

export const FEEDBACK_MESSAGES = {
  // The form's rules, as the catalogue's words (`ruleMessage`): said in the owner's language.
  name: ruleMessage('cardHome.feedback.error.name'),
  nameTooLong: ruleMessage('cardHome.feedback.error.nameTooLong', {
    max: MAX_FEEDBACK_NAME_LENGTH,
  }),
  nameCharacters: ruleMessage('cardHome.feedback.error.nameCharacters'),
  rating: ruleMessage('cardHome.feedback.error.rating'),
  comment: ruleMessage('cardHome.feedback.error.comment'),
  commentTooLong: ruleMessage('cardHome.feedback.error.commentTooLong', {
    max: MAX_FEEDBACK_COMMENT_LENGTH,
  }),
  commentLines: ruleMessage('cardHome.feedback.error.commentLines', {
    max: MAX_FEEDBACK_COMMENT_LINES,
  }),
  commentCharacters: ruleMessage('cardHome.feedback.error.commentCharacters'),
  notActive: ruleMessage('feedback.error.notActive'),
  saved: ruleMessage('feedback.reply.saved'),
  updated: ruleMessage('feedback.reply.updated'),
  rateLimited: (seconds: number) =>
    ruleMessage('feedback.error.rateLimited', { wait: waitWords(seconds) }),
  notFound: ruleMessage('staffFeedback.error.notFound'),
} as const;

const ratingSchema = z
  .number(FEEDBACK_MESSAGES.rating)
  .int(FEEDBACK_MESSAGES.rating)
  .min(1, FEEDBACK_MESSAGES.rating)
  .max(5, FEEDBACK_MESSAGES.rating);

const feedbackName = userText({
  maxLength: MAX_FEEDBACK_NAME_LENGTH,
  required: true,
  messages: {
    invalid: FEEDBACK_MESSAGES.name,
    tooLong: FEEDBACK_MESSAGES.nameTooLong,
    badCharacters: FEEDBACK_MESSAGES.nameCharacters,
  },
});

const feedbackComment = userText({
  maxLength: MAX_FEEDBACK_COMMENT_LENGTH,
  maxLines: MAX_FEEDBACK_COMMENT_LINES,
  messages: {
    invalid: FEEDBACK_MESSAGES.comment,
    tooLong: FEEDBACK_MESSAGES.commentTooLong,
    tooManyLines: FEEDBACK_MESSAGES.commentLines,
    badCharacters: FEEDBACK_MESSAGES.commentCharacters,
  },
});

/** What an owner sends: name and stars required, the comment optional (a JSON number of stars). */
export const feedbackBodySchema = z.object({
  name: feedbackName,
  rating: ratingSchema,
  comment: feedbackComment.default(''),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** The owner's form in the browser: the same rules, the stars as the radio group's text value. */
export const feedbackFormSchema = z.object({
  name: feedbackName,
  rating: z.enum(['1', '2', '3', '4', '5'], FEEDBACK_MESSAGES.rating).transform(Number),
  comment: feedbackComment,
});

/** One entry as the public sees it: no card, no owner. */
export const publicFeedbackSchema = z.object({
  id: z.string(),
  name: z.string(),
  comment: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string(),
});
export type PublicFeedback = z.infer<typeof publicFeedbackSchema>;

/**
 * The rating summary over every counted entry (not hidden, a name that is not blank). `share` is
 * the fraction (0 to 1) of counted entries with that many stars: the bars' lengths.
 */
export const feedbackSummarySchema = z.object({
  count: z.number().int().min(0),
  /** Mean stars, to two decimals; null with no entries. */
  average: z.number().nullable(),
  stars: z.array(
    z.object({
      rating: z.number().int().min(1).max(5),
      count: z.number().int().min(0),
      share: z.number().min(0).max(1),
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackListQuerySchema = z.object({
  /** Only entries with this many stars (the All filter leaves it out). */
  rating: z.coerce.number(FEEDBACK_MESSAGES.rating).int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackListSchema = z.object({
  summary: feedbackSummarySchema,
  entries: z.array(publicFeedbackSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Entries matching the filter (the All filter: summary.count). */
  total: z.number().int().min(0),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** The owner's own entry for a card, as their form shows it. */
export const ownFeedbackSchema = publicFeedbackSchema.extend({
  updatedAt: z.string().nullable(),
  hidden: z.boolean(),
});
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;

export const ownFeedbackReplySchema = z.object({
  /** The card is active: feedback may be left (or edited). */
  canLeave: z.boolean(),
  feedback: ownFeedbackSchema.nullable(),
});
export type OwnFeedbackReply = z.infer<typeof ownFeedbackReplySchema>;

export const saveFeedbackReplySchema = z.object({
  feedback: ownFeedbackSchema,
  message: z.string(),
});
export type SaveFeedbackReply = z.infer<typeof saveFeedbackReplySchema>;

/** Staff see everything, hidden entries and blank names too, with the card it came from. */
export const staffFeedbackSchema = ownFeedbackSchema.extend({
  cardId: z.string().nullable(),
  /** Counted in the public summary (not hidden, and a name that is not blank). */
  counted: z.boolean(),
});
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

export const staffFeedbackQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffFeedbackQuery = z.input<typeof staffFeedbackQuerySchema>;

export const staffFeedbackListSchema = z.object({
  entries: z.array(staffFeedbackSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
});
export type StaffFeedbackList = z.infer<typeof staffFeedbackListSchema>;

/** An entry's id (ours are 16 letters and digits; older rows' may have - or _). */
export const feedbackIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ruleMessage('staffFeedback.error.badId')),
});

export const feedbackVisibilityBodySchema = z.object({
  hidden: z.boolean(ruleMessage('staffFeedback.error.hidden')),
});

export const feedbackVisibilityReplySchema = z.object({
  feedback: staffFeedbackSchema,
  message: z.string(),
});
export type FeedbackVisibilityReply = z.infer<typeof feedbackVisibilityReplySchema>;
