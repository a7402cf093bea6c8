import { z } from 'zod';
import { HOST_ROLES } from '../card/card-roles';
import { waitWords } from '../dates/wait-words';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';
import { loginEmailSchema } from './auth';
import { cardIdParamsSchema } from './card-id';
import { HOST_ID_PATTERN, pathIdSchema } from './path-id';

// Co-hosts (the card home's "Pengurus & Penyambut"): the owner invites family by e-mail, each
// with a name they are known by and a role; lists, changes and removes them. Owner only.

/** How many co-hosts a card may have at once (removed ones do not count). */
export const MAX_HOSTS_PER_CARD = 10;

export const CARD_HOST_MESSAGES = {
  // The invitation form's rules, as the catalogue's words (`ruleMessage`).
  name: ruleMessage('cardHome.coHosts.nameRequired'),
  role: ruleMessage('cardHome.coHosts.roleRequired'),
  ownEmail: ruleMessage('cardHome.coHosts.error.ownEmail'),
  alreadyHost: ruleMessage('cardHome.coHosts.error.alreadyHost'),
  tooMany: ruleMessage('cardHome.coHosts.error.tooMany', { max: MAX_HOSTS_PER_CARD }),
  notFound: ruleMessage('cardHome.coHosts.error.notFound'),
  invited: (name: string) => `Jemputan telah dihantar kepada ${name}.`,
  updated: ruleMessage('cardHome.coHosts.reply.updated'),
  removed: (name: string) =>
    `${name} telah dikeluarkan. Akses mereka kepada kad ini tamat serta-merta.`,
  rateLimited: (seconds: number) =>
    ruleMessage('cardHome.coHosts.rateLimited', { wait: waitWords(seconds) }),
  /** A co-host whose role does not cover the call. */
  roleRefused: ruleMessage('cardHome.coHosts.error.roleRefused'),
} as const;

const hostName = userText({
  maxLength: 40,
  required: true,
  messages: {
    invalid: CARD_HOST_MESSAGES.name,
    tooLong: CARD_HOST_MESSAGES.name,
    badCharacters: CARD_HOST_MESSAGES.name,
  },
});

const hostRole = z.enum(HOST_ROLES, CARD_HOST_MESSAGES.role);

/** `POST /api/cards/:id/hosts`. */
export const inviteHostBodySchema = z.object({
  email: loginEmailSchema,
  name: hostName,
  role: hostRole,
});
export type InviteHostBody = z.input<typeof inviteHostBodySchema>;

/** `PATCH /api/cards/:id/hosts/:hostId`: a new role, a new name, or both. */
export const updateHostBodySchema = z
  .object({ name: hostName.optional(), role: hostRole.optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined, {
    message: CARD_HOST_MESSAGES.role,
    path: ['role'],
  });
export type UpdateHostBody = z.input<typeof updateHostBodySchema>;

export const cardHostSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: hostRole,
  /** Whether they have logged in since they were invited. */
  joined: z.boolean(),
  createdAt: z.string(),
});
export type CardHost = z.infer<typeof cardHostSchema>;

export const cardHostListSchema = z.object({
  hosts: z.array(cardHostSchema),
  /** How many more may be invited. */
  max: z.number().int().positive(),
});
export type CardHostList = z.infer<typeof cardHostListSchema>;

export const cardHostReplySchema = z.object({ host: cardHostSchema, message: z.string() });
export const cardHostRemovedSchema = z.object({ message: z.string() });

/** `/api/cards/:id/hosts/:hostId`: a co-host's id, else the co-host is not found. */
export const hostParamsSchema = cardIdParamsSchema.extend({
  hostId: pathIdSchema(HOST_ID_PATTERN, CARD_HOST_MESSAGES.notFound),
});
