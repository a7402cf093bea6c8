import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/database';
import type { ServerTimeouts } from './http/server-timeouts';
import { SERVER_TIMEOUTS, serverTimeoutOptions } from './http/server-timeouts';
import { loggerOptions, logResponses } from './logging';
import localePlugin from './plugins/locale';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/mailer';
import { MailOutbox } from './mail/mail-outbox';
import adminRoutes from './modules/admin/admin.routes';
import adminCardsRoutes from './modules/admin/admin-cards.routes';
import authRoutes from './modules/auth/auth.routes';
import feedbackRoutes from './modules/feedback/feedback.routes';
import cardPageRoutes from './modules/card-page/card-page.routes';
import cardOpensRoutes from './modules/card-opens/card-opens.routes';
import { cardOpensRecorder } from './modules/card-opens/card-opens.service';
import cardPublishRoutes from './modules/publish/card-publish.routes';
import { cardHostsRepository } from './modules/card-hosts/card-hosts.repository';
import cardHostsRoutes from './modules/card-hosts/card-hosts.routes';
import cardsRoutes from './modules/cards/cards.routes';
import myCardsRoutes from './modules/cards/my-cards.routes';
import ownerCardRoutes from './modules/cards/owner-card.routes';
import afterTheDayRoutes from './modules/cards/after-the-day.routes';
import cardLanguageRoutes from './modules/cards/card-language.routes';
import giftIdeasRoutes from './modules/gift-ideas/gift-ideas.routes';
import cardPhotosRoutes from './modules/card-photos/card-photos.routes';
import salamKautRoutes from './modules/salam-kaut/salam-kaut.routes';
import recommendedItemsRoutes from './modules/recommended-items/recommended-items.routes';
import catalogueAdminRoutes from './modules/gift-ideas/catalogue-admin.routes';
import healthRoutes from './modules/health/health.routes';
import mediaRoutes from './modules/media/media.routes';
import musicRoutes from './modules/music/music.routes';
import checkoutRoutes from './modules/payments/checkout.routes';
import paymentNoticesRoutes from './modules/payments/payment-notices.routes';
import refundsRoutes from './modules/payments/refunds.routes';
import type { Reconciled } from './modules/payments/reconcile.service';
import { reconcilePayments } from './modules/payments/reconcile.service';
import { paymentsRepository } from './modules/payments/payments.repository';
import type { PaymentsDeps } from './modules/payments/payments-deps';
import sandboxPayPageRoutes from './modules/payments/sandbox-pay-page.routes';
import promoCodesRoutes from './modules/promo-codes/promo-codes.routes';
import { newPass } from './modules/door/door-tokens';
import doorRoutes from './modules/door/door.routes';
import passesRoutes from './modules/door/passes.routes';
import ushersRoutes from './modules/door/ushers.routes';
import { ushersOfRemovedMajlis } from './modules/door/ushers-of-removed-majlis';
import guestsRoutes from './modules/guests/guests.routes';
import guestMessagesRoutes from './modules/guests/guest-messages.routes';
import answersByHandRoutes from './modules/guests/answers-by-hand.routes';
import { invitedParty } from './modules/guests/party-answer';
import invitationRoutes from './modules/guests/invitation.routes';
import { partiesOfRemovedMajlis } from './modules/guests/parties-of-removed-majlis';
import { answersOfRemovedMajlis } from './modules/rsvps/answers-of-removed-majlis';
import majlisAnswersRoutes from './modules/rsvps/majlis-answers.routes';
import rsvpClosingRoutes from './modules/rsvps/rsvp-closing.routes';
import { createRsvpEvents } from './modules/rsvps/rsvp-events';
import rsvpsManageRoutes from './modules/rsvps/rsvps-manage.routes';
import rsvpsOwnerRoutes from './modules/rsvps/rsvps-owner.routes';
import rsvpsRoutes from './modules/rsvps/rsvps.routes';
import wishesBookRoutes from './modules/rsvps/wishes-book.routes';
import settingsRoutes from './modules/settings/settings.routes';
import { ThemePictures } from './modules/themes/theme-pictures';
import placesRoutes from './modules/places/places.routes';
import themesRoutes from './modules/themes/themes.routes';
import authPlugin, { SESSION_COOKIE } from './plugins/auth';
import databasePlugin from './plugins/database';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import eventStreamsPlugin from './plugins/event-streams';
import jsonBodyPlugin from './plugins/json-body';
import metricsPlugin from './plugins/metrics';
import openApiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import fontSubsetsPlugin from './plugins/font-subsets';
import type { Clock, MovableClock } from './lib/clock';
import { systemClock } from './lib/clock';
import testClockPlugin from './plugins/test-clock';
import { createPaymentProvider } from './modules/payments/providers/create-payment-provider';
import type { PaymentProvider } from './modules/payments/providers/payment-provider';
import { SandboxProvider } from './modules/payments/providers/sandbox-provider';
import type { MediaStorage } from './storage/media-storage';
import { createMediaStorage } from './storage/create-media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** The payment provider, and the read-back of waiting bills (run every minute by main). */
    payments: {
      provider: PaymentProvider;
      reconcile(now?: Date): Promise<Reconciled>;
    };
    /** Mail that follows a committed change (receipts), retried until sent. */
    mailOutbox: MailOutbox;
  }
}

/** How often waiting bills are looked at (each is read back 10 minutes after it was made). */
const RECONCILE_EVERY_MS = 60_000;
/** How often the mail outbox looks for mail due (one indexed query when there is none). */
const SEND_MAIL_EVERY_MS = 5_000;

export interface BuildAppOptions {
  /** An open database to use (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** The built web app to serve; omitted in API tests. */
  webDir?: string;
  /** Draw missing theme thumbnails in the background after start (the server does; tests don't). */
  warmThumbnails?: boolean;
  /** Compile the font subsetter at start, so the first card's fonts are not late. */
  warmFontSubsets?: boolean;
  /** The built thumbnail worker script, so drawing never blocks requests (main.ts passes it). */
  thumbnailWorkerFile?: string;
  /** Log output (defaults to Fastify's logger at config.logLevel). */
  logger?: boolean;
  /** Where uploaded pictures live (defaults to the configured storage: `DATA_DIR/media` or S3). */
  media?: MediaStorage;
  /** How mail leaves (defaults to SMTP when `SMTP_URL` is set, else `DATA_DIR/outbox`). */
  mailer?: Mailer;
  /** What time it is (defaults to the system clock; tests move time instead of waiting). */
  clock?: Clock;
  /** A clock the browser journeys move over HTTP (`TEST_CLOCK=on`; see plugins/test-clock.ts). */
  testClock?: MovableClock;
  /** How owners pay (defaults to the configured provider: Billplz, or the local sandbox). */
  paymentProvider?: PaymentProvider;
  /** Read back waiting bills every minute (the server does; tests call reconcile themselves). */
  reconcilePayments?: boolean;
  /** Send the mail outbox's due mail every few seconds (the server does; tests call sendDue). */
  sendQueuedMail?: boolean;
  /** Remove orphan uploaded pictures once a day (the server does; tests call the sweep). */
  sweepOrphanMedia?: boolean;
  /** The HTTP server's timeouts (defaults: SERVER_TIMEOUTS; tests shorten them). */
  serverTimeouts?: Partial<ServerTimeouts>;
}

/**
 * Builds the app with its plugins in a visible order: config, database, security, limits, cookies,
 * auth guards, OpenAPI, then the routes.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    // logResponses() writes one privacy-safe line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count, never `true`: only the addresses our own proxies add are believed.
    trustProxy: config.trustProxy > 0 ? (_address, hop) => hop < config.trustProxy : false,
    // Generous for JSON bodies; upload routes set their own limits.
    bodyLimit: 256 * 1024,
    // A broken percent-escape or an over-long path parameter: the one error shape, or the page.
    frameworkErrors,
    // Sockets that never send a request, or trickle one, are closed; event streams are not.
    ...serverTimeoutOptions({ ...SERVER_TIMEOUTS, ...options.serverTimeouts }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  logResponses(app);

  const database = options.database ?? openDatabase(config.database);
  // Theme art, thumbnails and share images: one service for the theme and card routes.
  const pictures = new ThemePictures({
    dataDir: config.dataDir,
    ...(options.thumbnailWorkerFile ? { workerFile: options.thumbnailWorkerFile } : {}),
  });
  app.addHook('onClose', () => pictures.close());
  // Uploaded pictures (salam kaut QR): one storage for the routes that serve and change them.
  const media = options.media ?? createMediaStorage(config);
  if (!options.media) app.addHook('onClose', () => media.close?.());
  // Login codes by e-mail: over SMTP, or into DATA_DIR/outbox without a mail server.
  const mailer = options.mailer ?? createMailer(config, app.log);
  if (!options.mailer) app.addHook('onClose', () => mailer.close());
  // Every route and service reads the time from here (`app.clock.now()`), never `new Date()`.
  const clock = options.testClock ?? options.clock ?? systemClock;
  app.decorate('clock', clock);
  const outbox = new MailOutbox({
    db: database.db,
    mailer,
    clock,
    log: app.log,
    // A receipt sent marks its payment, in the same transaction.
    onSent: async (trx, mail, at) => {
      if (mail.kind === 'payment_receipt' && mail.payment_id) {
        await paymentsRepository(trx).markReceiptSent(mail.payment_id, at);
      }
    },
  });
  app.decorate('mailOutbox', outbox);
  const payments: PaymentsDeps = {
    db: database.db,
    provider: options.paymentProvider ?? createPaymentProvider(config, clock),
    outbox,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  app.decorate('payments', {
    provider: payments.provider,
    reconcile: (now: Date = app.clock.now()) => reconcilePayments(payments, now),
  });
  if (options.reconcilePayments) {
    every(app, RECONCILE_EVERY_MS, 'reconcile failed', () => app.payments.reconcile());
  }
  if (options.sendQueuedMail) {
    every(app, SEND_MAIL_EVERY_MS, 'mail outbox failed', () => outbox.sendDue());
  }
  await app.register(errorsPlugin);
  // JSON bodies decoded as strict UTF-8 (broken bytes are refused, never stored as U+FFFD).
  await app.register(jsonBodyPlugin);
  await app.register(databasePlugin, {
    db: database.db,
    dialect: database.dialect,
    changeMark: database.changeMark,
    closeWithApp: options.database === undefined,
  });
  // Prometheus metrics at /metrics (before the routes, so every route is counted).
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    isProduction: config.isProduction,
  });
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  await app.register(cookie);
  await app.register(localePlugin);
  // The open event streams: limited per session, usher link and address, counted for metrics.
  await app.register(eventStreamsPlugin);
  // Sessions and the guards (requireSession, requireCardOwner, requireStaff) the routes use.
  await app.register(authPlugin, { config });
  if (options.testClock) await app.register(testClockPlugin, { clock: options.testClock });
  await app.register(openApiPlugin, {
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
  });

  // Changes to a card's RSVPs, heard live by the ushers' screens and the owner's page.
  const rsvpEvents = createRsvpEvents(
    { url: config.redisUrl, prefix: config.redisPrefix },
    (error) => app.log.warn({ err: error.message }, 'rsvp events: redis unavailable'),
  );
  app.addHook('onClose', () => rsvpEvents.close());
  const secrets = { appSecret: config.appSecret, publicUrl: config.publicUrl };
  const sweepOrphans = options.sweepOrphanMedia ?? false;
  // How many opened each card: the card page counts, the card home and staff read.
  const cardOpens = cardOpensRecorder({
    db: database.db,
    appSecret: config.appSecret,
    clock,
    log: app.log,
    viewerOf: (cookies, now) => {
      const token = cookies[SESSION_COOKIE];
      return token ? app.sessions.service.userOf(token, now) : Promise.resolve(null);
    },
  });

  // The API's routes, in the order they are registered: adding a module is one line here.
  const routes: RouteModule[] = [
    mount(healthRoutes, {}),
    mount(settingsRoutes, {}),
    mount(authRoutes, { config, mailer }),
    mount(cardsRoutes, {
      publicUrl: config.publicUrl,
      pictures,
      invitedParty: invitedParty(database.db, config.appSecret),
    }),
    mount(myCardsRoutes, { hostedCards: (user) => cardHostsRepository(database.db).cardsOf(user) }),
    // Co-hosts: the owner invites family (Pengurus, Penyambut) to help with the card.
    mount(cardHostsRoutes, { publicUrl: config.publicUrl }),
    // The owner's own card: read, edit, theme, hashtag. A save that drops a majlis or a session
    // clears, in its own transaction, the answers, invitations and usher links that named it.
    mount(ownerCardRoutes, {
      publicUrl: config.publicUrl,
      majlisRemoved: async (trx, removed, now) => {
        await answersOfRemovedMajlis(trx, removed, now);
        await partiesOfRemovedMajlis(trx, removed);
        await ushersOfRemovedMajlis(trx, removed, now);
      },
    }),
    // Publishing a card (owner session) and the promo check before it.
    mount(promoCodesRoutes, {}),
    mount(cardPublishRoutes, {}),
    // Checkout and the payment provider's signed word on its bills.
    mount(checkoutRoutes, { deps: payments }),
    mount(paymentNoticesRoutes, { deps: payments }),
    mount(refundsRoutes, {}),
    ...(payments.provider instanceof SandboxProvider
      ? [mount(sandboxPayPageRoutes, { provider: payments.provider })]
      : []),
    mount(rsvpsRoutes, {
      publicUrl: config.publicUrl,
      events: rsvpEvents,
      invitedParty: invitedParty(database.db, config.appSecret),
      newPass: () => newPass(config.appSecret),
    }),
    mount(rsvpsOwnerRoutes, {}),
    mount(rsvpsManageRoutes, { events: rsvpEvents }),
    // The RSVP's last day, and how many answered each majlis (the editor asks before removing).
    mount(rsvpClosingRoutes, {}),
    mount(afterTheDayRoutes, { publicUrl: config.publicUrl }),
    mount(cardLanguageRoutes, {}),
    mount(wishesBookRoutes, {}),
    mount(majlisAnswersRoutes, {}),
    // Check-in at the door: passes, usher links, the usher screen's calls.
    mount(doorRoutes, { appSecret: config.appSecret, events: rsvpEvents }),
    mount(ushersRoutes, secrets),
    mount(guestsRoutes, secrets),
    // The reminder the day before each majlis and the thank-yous after the wedding.
    mount(guestMessagesRoutes, secrets),
    mount(answersByHandRoutes, { events: rsvpEvents }),
    mount(invitationRoutes, secrets),
    mount(passesRoutes, { appSecret: config.appSecret }),
    mount(cardOpensRoutes, { opens: cardOpens }),
    mount(adminRoutes, {}),
    mount(adminCardsRoutes, { publicUrl: config.publicUrl }),
    mount(feedbackRoutes, {}),
    mount(giftIdeasRoutes, {}),
    // The music page: quick picks, the card's song and switch.
    mount(musicRoutes, {}),
    mount(recommendedItemsRoutes, {}),
    mount(catalogueAdminRoutes, { media, sweepOrphans }),
    mount(mediaRoutes, { media }),
    // The owner's gift and salam kaut page: switches, QR upload, replace, delete.
    mount(salamKautRoutes, { media, sweepOrphans }),
    // The card's photos (its gallery): upload, caption, order, remove.
    mount(cardPhotosRoutes, { media, sweepOrphans }),
    mount(themesRoutes, { pictures, warmThumbnails: options.warmThumbnails ?? false }),
    mount(placesRoutes, { geocoder: config.geocoder }),
  ];
  for (const register of routes) await register(app);

  // The guest card's page, drawn on the server from the built web app's template, and the
  // subsets of its fonts that its first screen names.
  await app.register(fontSubsetsPlugin, {
    appSecret: config.appSecret,
    warm: options.warmFontSubsets ?? false,
  });
  await app.register(cardPageRoutes, {
    webDir: options.webDir ?? '',
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
    opens: cardOpens,
  });
  await app.register(webPlugin, { webDir: options.webDir ?? '' });
  return app;
}

/** A route module with its options, ready to register. */
type RouteModule = (app: FastifyInstance) => PromiseLike<unknown>;

/** Pairs a route plugin with its options (checked against the plugin's own options type). */
function mount<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>,
  options: Options,
): RouteModule {
  return (app) => app.register(plugin, options);
}

/**
 * Background work on a timer (reading bills back, sending queued mail): a failure is logged and
 * waits for the next turn; a turn never starts while the last one is still running.
 */
function every(app: FastifyInstance, ms: number, failure: string, work: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => {
        app.log.error({ err: error instanceof Error ? error.message : 'unknown' }, failure);
      })
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
