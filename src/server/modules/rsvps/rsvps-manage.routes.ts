import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { ownerRsvpSchema } from '@shared/schemas/rsvp';
import {
  rsvpParamsSchema,
  rsvpSettingsBodySchema,
  rsvpSettingsReplySchema,
  rsvpUpdateBodySchema,
} from '@shared/schemas/rsvp-management';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { badRequest, conflict, notFound, said, wordsIn } from '../../http/errors';
import type { Majlis } from '@shared/card/card-content';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import type { RsvpChange } from '@shared/schemas/check-in';
import { nowIso } from '../../lib/clock';
import type { RsvpEvents } from './rsvp-events';
import { withCardMajlis } from './rsvp-majlis';
import { rsvpsCsv } from './rsvps-csv';
import { rsvpsRepository } from './rsvps.repository';
import { hostMarks } from '../card-hosts/card-hosts.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';

/**
 * The owner's hand on the RSVPs: check-in, delete, edit, the RSVP switches, wishes moderation
 * and the CSV export. Changes are the owner's only (staff read: 403);
 * the export is the owner's or staff's (audit-logged by the guard).
 */
export interface RsvpsManageRoutesOptions {
  events: RsvpEvents;
}

const rsvpsManageRoutes: FastifyPluginAsyncZod<RsvpsManageRoutesOptions> = async (
  app,
  { events },
) => {
  const rsvps = rsvpsRepository(app.db);
  const publish = (cardId: string, rsvpId: string, change: RsvpChange['change']) =>
    events.publish({ cardId, rsvpId, change, at: nowIso(app.clock.now()) });
  // The owner, or a Pengurus helping with the card.
  const managers = app.requireCardAccess('manage');
  const marks = hostMarks(app.db);

  /**
   * The owner's check-in (or its undo) of an RSVP at one majlis: the majlis named, or the one
   * the RSVP answered when it answered one only. An RSVP kept without answers per majlis is
   * checked in as a whole. False when nothing changed (it was so already).
   */
  async function checkIn(
    card: { id: string; majlis: readonly Majlis[] },
    rsvp: OwnerRsvp,
    checkedIn: boolean,
    majlisId: string | undefined,
  ): Promise<boolean> {
    const now = app.clock.now();
    if (majlisId && !card.majlis.some((majlis) => majlis.id === majlisId)) {
      throw badRequest(said('rsvps.error.majlisUnknown'), 'majlis');
    }
    if (rsvp.majlis.length === 0) {
      if (checkedIn === rsvp.checkedIn) return false;
      if (!(await rsvps.setCheckedIn(card.id, rsvp.id, checkedIn, now))) {
        throw conflict(said('rsvps.error.notAttending'), 'checkedIn');
      }
      return true;
    }
    if (!majlisId && rsvp.majlis.length > 1) {
      throw badRequest(said('rsvps.error.pickMajlis'), 'majlis');
    }
    const answer = majlisId
      ? rsvp.majlis.find((candidate) => candidate.id === majlisId)
      : rsvp.majlis[0];
    if (!answer) throw conflict(said('rsvps.error.notAnswered'), 'majlis');
    if (checkedIn && !answer.attending) {
      throw conflict(said('rsvps.error.notAttending'), 'checkedIn');
    }
    // A check-in written on the RSVP alone (not at a majlis) is set right by the next change.
    const summaryInStep = rsvp.checkedIn === rsvp.majlis.some((one) => one.checkedIn);
    if (checkedIn === answer.checkedIn && summaryInStep) return false;
    if (!(await rsvps.setCheckedInAt(card.id, rsvp.id, answer.id, checkedIn, now))) {
      throw conflict(said('rsvps.error.notAttending'), 'checkedIn');
    }
    return true;
  }

  app.patch(
    '/api/cards/:id/rsvps/:rsvpId',
    managers(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary:
            'Check a guest in at a majlis (or undo it), hide (or show) their wish; the RSVP as it is now',
          params: rsvpParamsSchema,
          body: rsvpUpdateBodySchema,
          response: {
            200: ownerRsvpSchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card, host }) => {
        reply.header('Cache-Control', 'no-store');
        const { rsvpId } = request.params;
        const { checkedIn, wishHidden, majlis } = request.body;
        const cardMajlis = columnsToContent(card).majlis;
        const found = await rsvps.findOfCard(card.id, rsvpId);
        if (!found) throw notFound(said('rsvps.error.notFound'));
        const shown = withCardMajlis(found, cardMajlis);
        const atCard = { id: card.id, majlis: cardMajlis };
        if (checkedIn !== undefined && (await checkIn(atCard, shown, checkedIn, majlis))) {
          // The majlis checked, or the RSVP's one answer; a whole-RSVP check-in marks them all.
          const at = majlis ?? (shown.majlis.length === 1 ? (shown.majlis[0]?.id ?? null) : null);
          await marks.checkIn(card.id, rsvpId, at, checkedIn ? (host?.id ?? null) : null);
          publish(card.id, rsvpId, checkedIn ? 'checked-in' : 'check-in-undone');
        }
        if (wishHidden !== undefined) {
          await rsvps.setWishHidden(card.id, rsvpId, wishHidden);
          await marks.wishSet(card.id, rsvpId, host?.id ?? null);
          publish(card.id, rsvpId, 'updated');
        }
        const updated = await rsvps.findOfCard(card.id, rsvpId);
        if (!updated) throw notFound(said('rsvps.error.notFound'));
        return withCardMajlis(updated, cardMajlis);
      },
    ),
  );

  app.delete(
    '/api/cards/:id/rsvps/:rsvpId',
    managers(
      {
        schema: {
          tags: ['owner'],
          summary: 'Remove a guest’s RSVP (the page asks to confirm first); 204',
          params: rsvpParamsSchema,
          response: { 204: z.null(), ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        if (!(await rsvps.deleteOfCard(card.id, request.params.rsvpId))) {
          throw notFound(said('rsvps.error.notFound'));
        }
        publish(card.id, request.params.rsvpId, 'deleted');
        return reply.status(204).header('Cache-Control', 'no-store').send(null);
      },
    ),
  );

  app.put(
    '/api/cards/:id/rsvp-settings',
    managers(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary:
            'The RSVP switch and the guests’ e-mail switch (the guest card follows on its next load)',
          params: cardIdParamsSchema,
          body: rsvpSettingsBodySchema,
          response: { 200: rsvpSettingsReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { rsvp, email_input: emailInput } = request.body;
        const now = app.clock.now();
        const cards = cardsRepository(app.db);
        await cards.setFeatures(card.id, { rsvp, email_input: emailInput }, now);
        const saved = await cards.findById(card.id);
        if (!saved) throw notFound();
        const words =
          rsvp !== undefined
            ? said(rsvp ? 'rsvps.saved.rsvpOn' : 'rsvps.saved.rsvpOff')
            : said(emailInput ? 'rsvps.saved.emailOn' : 'rsvps.saved.emailOff');
        return {
          rsvp: saved.rsvp === 1,
          email_input: saved.email_input === 1,
          message: wordsIn(request.locale, words),
        };
      },
    ),
  );

  app.get(
    '/api/cards/:id/rsvps.csv',
    app.requireCardAccess('manage', { allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary:
            'Every RSVP of the card as CSV, with its answer for each majlis (UTF-8 with BOM, formulas neutralised)',
          params: cardIdParamsSchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply, { card }) => {
        const csv = rsvpsCsv(await rsvps.allOfCard(card.id), columnsToContent(card).majlis);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="rsvp-${card.id}.csv"`)
          .send(csv);
      },
    ),
  );
};

export default rsvpsManageRoutes;
