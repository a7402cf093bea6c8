import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
import { LOCALE_COOKIE, siteLocale } from '@shared/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's language: the one they chose on the site (its cookie), else the first of
     * ours their browser asks for (`Accept-Language`), else Malay. Pages, e-mails and the
     * server's replies follow it.
     */
    readonly locale: Locale;
    /**
     * The language of the card a guest is answering, once a guest's route has the card: the
     * card's own words its replies carry (`cardRuleMessage`) are said in it, whatever the
     * visitor's browser speaks. Null elsewhere: such words are said in the visitor's language.
     */
    guestCardLanguage: CardLanguage | null;
  }
}

/**
 * The visitor's language, for any request: also one the router refused before any hook ran (a
 * broken address), which has neither the decorations nor its cookies read.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  return siteLocale({
    cookie: cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

export default fp(
  async function localePlugin(app: FastifyInstance) {
    app.decorateRequest('guestCardLanguage', null);
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return visitorLocale(this);
      },
    });
  },
  { name: 'locale', dependencies: ['@fastify/cookie'] },
);
