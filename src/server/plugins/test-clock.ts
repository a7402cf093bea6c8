import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import type { MovableClock } from '../lib/clock';

const moveBody = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * The browser journeys' hand on the server's clock, on a server started with `TEST_CLOCK=on`
 * (refused in production): `PUT /api/test/clock { now }` makes every rule that reads the time
 * (the card after the day, the trial hour, the RSVP's last day) see that moment, and
 * `DELETE /api/test/clock` goes back to the real time. Hidden from the API document: it is no
 * part of the product.
 */
export default fp(
  function testClockPlugin(app: FastifyInstance, { clock }: { clock: MovableClock }) {
    app.put('/api/test/clock', { schema: { hide: true } }, (request) => {
      const parsed = moveBody.safeParse(request.body);
      if (!parsed.success) throw badRequest('now: an ISO date-time with its offset', 'now');
      clock.moveTo(new Date(parsed.data.now));
      return { now: clock.now().toISOString() };
    });
    app.delete('/api/test/clock', { schema: { hide: true } }, () => {
      clock.reset();
      return { now: clock.now().toISOString() };
    });
  },
  { name: 'test-clock' },
);
