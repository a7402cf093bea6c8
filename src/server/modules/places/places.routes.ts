import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  PLACES_RATE_LIMIT,
  placesSearchQuerySchema,
  placesSearchReplySchema,
} from '@shared/schemas/places';
import type { GeocoderConfig } from '../../config';
import { HttpError, badGateway, retryLater, said, waitFor } from '../../http/errors';
import { GeocoderError, createGeocoderClient } from './geocoder-client';
import { ThrottleBusyError } from './geocoder-throttle';
import { GEOCODER_INTERVAL_MS, createPlaceSearch } from './places.service';

export interface PlacesRoutesOptions {
  /** The configured geocoder; null: the search answers that it is not set up (503). */
  geocoder: GeocoderConfig | null;
}

const notConfigured = () =>
  new HttpError(503, 'internal', said('locationSearch.error.notConfigured'));
const busy = () =>
  new HttpError(
    503,
    'internal',
    said('locationSearch.error.busy'),
    Math.max(1, Math.ceil(GEOCODER_INTERVAL_MS / 1000)),
  );

/**
 * The location search (the /search page and the venue panel's Cari lokasi): a public, per-address rate-limited search of places in Malaysia through the configured
 * geocoder. What went wrong upstream is logged; people get a message in their language only.
 */
const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const geocoder = options.geocoder;
  const places = geocoder
    ? createPlaceSearch({ client: createGeocoderClient(geocoder), clock: app.clock })
    : null;

  app.get(
    '/api/places/search',
    {
      config: {
        rateLimit: {
          ...PLACES_RATE_LIMIT,
          errorResponseBuilder: retryLater((seconds) =>
            said('locationSearch.error.rateLimited', { wait: waitFor(seconds) }),
          ),
        },
      },
      schema: {
        tags: ['public'],
        summary:
          'Places in Malaysia matching q (3 to 100 characters): name, lat, lon (6 decimals), placeId; 503 when no geocoder is configured',
        querystring: placesSearchQuerySchema,
        response: {
          200: placesSearchReplySchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!places) throw notConfigured();
      try {
        const found = await places.search(request.query.q);
        // The same query gives the same places for a day (the server's cache).
        reply.header('Cache-Control', 'private, max-age=600');
        return { places: found };
      } catch (error) {
        if (error instanceof ThrottleBusyError) throw busy();
        if (error instanceof GeocoderError) {
          request.log.warn({ geocoder: error.kind, err: error.message }, 'place search failed');
          if (error.kind === 'busy') throw busy();
          throw badGateway(said('locationSearch.error.unavailable'));
        }
        throw error;
      }
    },
  );
};

export default placesRoutes;
