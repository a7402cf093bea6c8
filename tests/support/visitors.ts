import type { Locale } from '@shared/i18n/locales';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Who asks the server, and in which language: the language tests ask the same call as an English
// and a Malay visitor and expect each reply in that visitor's words. A visitor's language is the
// one they chose on the site (the `bahasa` cookie), else their browser's (Accept-Language).

/** What a browser set to one of our languages sends as its Accept-Language. */
const ACCEPT_LANGUAGE: Record<Locale, string> = {
  en: 'en-GB,en;q=0.9',
  ms: 'ms-MY,ms;q=0.9',
};

export type VisitorHeaders = Record<string, string>;

/** The headers of a browser that asks for `locale`. */
export const asVisitor = (locale: Locale): VisitorHeaders => ({
  'accept-language': ACCEPT_LANGUAGE[locale],
});

/** The headers of a visitor who chose `locale` with the header's switch (whatever the browser). */
export const byChoice = (locale: Locale): VisitorHeaders => ({ cookie: `bahasa=${locale}` });

/**
 * A visitor's headers with a session's cookie beside their own (a visitor who chose a language
 * already sends a cookie: both go in the one Cookie header).
 */
export function withSession(headers: VisitorHeaders, session: string | undefined): VisitorHeaders {
  const cookie = [session, headers.cookie].filter(Boolean).join('; ');
  return { ...headers, ...(cookie ? { cookie } : {}) };
}

export interface Visitor {
  /** How the test names them (`to an English browser`). */
  who: string;
  headers: VisitorHeaders;
  /** Whether the replies they get are in English. */
  english: boolean;
}

/** An English and a Malay browser: whom a reply said in either language is asked by. */
export const VISITORS: readonly Visitor[] = [
  { who: 'an English browser', headers: asVisitor('en'), english: true },
  { who: 'a Malay browser', headers: asVisitor('ms'), english: false },
];

/** A visitor who chose English on the site, whatever their browser asks for. */
export const ENGLISH_BY_CHOICE: Visitor = {
  who: 'the English choice',
  headers: byChoice('en'),
  english: true,
};

/** A refusal's message, once its status is the one expected (the reply's body shows otherwise). */
export function refusal(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ error: { message: string } }>().error.message;
}
