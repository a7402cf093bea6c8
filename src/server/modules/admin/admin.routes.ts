import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countersSchema } from '@shared/schemas/admin';
import { malaysiaToday } from '../../lib/clock';
import { DEMO_CARD_ID } from '../../db/demo-card';
import { cardOpensRepository } from '../card-opens/card-opens.repository';
import { adminRepository } from './admin.repository';
import { STAFF_REPLIES } from '../../http/guarded-route';

/** Staff-only calls, checked on the server. Reads are not audit-logged; staff changes will be. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminRepository(app.db);
  const opens = cardOpensRepository(app.db);

  app.get(
    '/api/admin/counters',
    app.requireStaff(
      {
        schema: {
          tags: ['admin'],
          summary:
            'Users, cards, active cards, today’s new cards and weddings, this month’s payments and revenue (Asia/Kuala_Lumpur), all cards’ opens: real counts, staff only',
          response: { 200: countersSchema, ...STAFF_REPLIES },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const [counters, cardOpens] = await Promise.all([
          admin.counters(malaysiaToday(app.clock.now())),
          // The demo card is nobody's wedding: its opens are not the couples'.
          opens.totalOfAll(DEMO_CARD_ID),
        ]);
        return { ...counters, cardOpens };
      },
    ),
  );
};

export default adminRoutes;
