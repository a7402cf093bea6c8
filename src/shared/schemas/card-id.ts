import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';

// Every call and page that names a card takes its id through this one schema.

/** A card the id does not name (or not one the caller may see): said in the reader's language. */
export const CARD_NOT_FOUND = ruleMessage('errors.cardNotFound');

/** Card ids: random lowercase letters and digits, plus the demo's `demoplus`. */
export const cardIdPattern = /^[a-z0-9]{4,32}$/;

/** The demo card every visitor may open from the landing page. */
export const DEMO_CARD_ID = 'demoplus';

export const cardIdSchema = z.string().regex(cardIdPattern, CARD_NOT_FOUND);

/** `/api/cards/:id/…` path parameters. */
export const cardIdParamsSchema = z.object({ id: cardIdSchema });
