import { z } from 'zod';

// Every call and page that names a card takes its id through this one schema.

export const CARD_NOT_FOUND = 'Maaf. Kad ini tidak dijumpai.';

/** Card ids: random lowercase letters and digits, plus the demo's `demoplus`. */
export const cardIdPattern = /^[a-z0-9]{4,32}$/;

/** The demo card every visitor may open from the landing page. */
export const DEMO_CARD_ID = 'demoplus';

export const cardIdSchema = z.string().regex(cardIdPattern, CARD_NOT_FOUND);

/** `/api/cards/:id/…` path parameters. */
export const cardIdParamsSchema = z.object({ id: cardIdSchema });
