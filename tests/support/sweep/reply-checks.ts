import { malay } from '@shared/i18n/rule-words-in';
import { localeFromAcceptLanguage } from '@shared/i18n/locales';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import siteMs from '@shared/i18n/site/ms/index';
import { API_ERROR_CODES } from '@shared/schemas/api-error';

// What every reply of the sweep must be: never a 5xx; under /api an
// error is JSON in the one shape `{ error: { code, message, field?, retryAfter? } }` with a
// Malay message; and what the document refuses is not answered with a 2xx.

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface Problem {
  kind: string;
  detail: string;
}

/**
 * Words of English error texts (Fastify's, zod's, the database drivers'): any of them in a
 * message means an English default leaked through. Malay messages never need them.
 */
export const ENGLISH_GIVEAWAYS: RegExp[] = [
  /\bbad request\b/i,
  /\bnot found\b/i,
  /\broute\b/i,
  /\bmust (?:be|have|match|not|NOT|equal)\b/i,
  /\bunsupported media type\b/i,
  /\binternal server error\b/i,
  /\bpayload too large\b/i,
  /\brequest body\b/i,
  /\bbody cannot be empty\b/i,
  /\bunexpected (?:token|end|character)\b/i,
  /\bexpected\b/i,
  /\binvalid\b/i,
  /\bunrecognized\b/i,
  /\btoo (?:small|big|many requests)\b/i,
  /\brate limit/i,
  /\bunauthorized\b/i,
  /\bforbidden\b/i,
  /\bmethod not allowed\b/i,
  /\bcannot\b/i,
  /\bundefined\b/i,
  /\berror\b/i,
  /\bis required\b/i,
  /\b(?:string|number|boolean|object|array|integer)\b/i,
  /\bquerystring\b|\bparams\/|\bbody\//i,
  /\bcontent-type\b/i,
  /\bFST_|\bERR_/,
  /\bSQLITE|\bpostgres|\bviolates\b|\bconstraint\b|\bsyntax error\b|\bbyte sequence\b/i,
  /\bstack\b|\bat .+:\d+/i,
  // Plain English sentences (ours or a library's): Malay never needs these words.
  /\b(?:the|please|your|is|are|was|were|this|that|from|again|only|should|failed|unknown|missing|allowed|exceeded|try)\b/i,
];

/**
 * Common words of the app's Malay messages: a message with none of them is suspect (a bare
 * "OK", a field path, a code). Extend it when a new Malay message is flagged wrongly.
 */
const MALAY_WORDS = new RegExp(
  `\\b(?:${[
    'tidak',
    'sila',
    'maaf',
    'ini',
    'itu',
    'anda',
    'terlalu',
    'maklumat',
    'kad',
    'sah',
    'ralat',
    'cuba',
    'semula',
    'dijumpai',
    'kaedah',
    'mesti',
    'dan',
    'atau',
    'yang',
    'untuk',
    'dengan',
    'telah',
    'sudah',
    'belum',
    'tiada',
    'bukan',
    'lagi',
    'masukkan',
    'nombor',
    'nama',
    'ucapan',
    'jumlah',
    'kod',
    'alamat',
    'jenis',
    'saiz',
    'halaman',
    'data',
    'masuk',
    'keluar',
    'pilih',
    'tarikh',
    'masa',
    'tema',
    'hantar',
    'tunggu',
    'saat',
    'minit',
    'jam',
    'sebentar',
    'kebenaran',
    'dibenarkan',
    'terima',
    'kasih',
    'pautan',
    'aksara',
    'baris',
    'medan',
    'format',
    'tetamu',
    'hanya',
    'sahaja',
    'satu',
    'boleh',
    'disimpan',
    'maksimum',
    'minimum',
    'lokasi',
    'promosi',
    'berjaya',
    'habis',
    'dahulu',
    'banyak',
    'antara',
    'bulat',
    'pengantin',
    'pelayan',
    'besar',
  ].join('|')})\\b`,
  'i',
);

/**
 * The spec words these refusals in English, word for word (the promo messages):
 * they are the product's texts, not a framework's defaults.
 */
const SPEC_ENGLISH = new Set<string>([
  malay(PROMO_MESSAGES.expired),
  malay(PROMO_MESSAGES.fullyClaimed),
  malay(PROMO_MESSAGES.invalid),
  // "Invalid video URL", the product's wording (the Malay catalogue keeps it).
  siteMs['music.link.invalid'],
]);

/** The code each status must carry, where the API's one error shape names one. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

const ERROR_KEYS = ['code', 'message', 'field', 'retryAfter'];

/**
 * Whether the server sees the request under /api: a path's `..` segments are resolved before
 * it is routed (`/api/cards/../../etc/passwd` is `/etc/passwd`, a page address).
 */
const isApiPath = (url: string) => {
  let path = url;
  try {
    path = new URL(url, 'http://sweep.invalid').pathname;
  } catch {
    // Not a URL the parser takes: judged as sent.
  }
  return /^\/api(?:[/?#]|$)/.test(path);
};

/** Why an error body is not exactly the one shape, or null. */
export function shapeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error') return `top-level keys ${JSON.stringify(keys)}`;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error))
    return 'error is not an object';
  const record = error as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !ERROR_KEYS.includes(key));
  if (extra.length > 0) return `unexpected keys ${JSON.stringify(extra)}`;
  if (typeof record.code !== 'string') return 'code is not a string';
  if (!(API_ERROR_CODES as readonly string[]).includes(record.code))
    return `unknown code ${record.code}`;
  if (typeof record.message !== 'string' || record.message.trim() === '') return 'no message';
  if ('field' in record && (typeof record.field !== 'string' || record.field === ''))
    return 'bad field';
  if (
    'retryAfter' in record &&
    !(Number.isInteger(record.retryAfter) && (record.retryAfter as number) > 0)
  ) {
    return 'bad retryAfter';
  }
  return null;
}

/** The English giveaway in a message, or null when it reads as Malay. */
export function englishIn(message: string): string | null {
  if (SPEC_ENGLISH.has(message)) return null;
  const giveaway = ENGLISH_GIVEAWAYS.find((pattern) => pattern.test(message));
  if (giveaway) return `English (${giveaway.source})`;
  return MALAY_WORDS.test(message) ? null : 'no Malay word';
}

function errorReplyProblems(reply: Reply, asksForEnglish: boolean): Problem[] {
  const type = String(reply.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(type)) {
    return [{ kind: 'error reply is not JSON', detail: `content-type ${type || '(none)'}` }];
  }
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return [{ kind: 'error reply is not JSON', detail: 'body does not parse' }];
  }
  const shape = shapeProblem(body);
  if (shape) return [{ kind: 'error reply outside the one shape', detail: shape }];
  const { code, message } = (body as { error: { code: string; message: string } }).error;
  const problems: Problem[] = [];
  // A browser that asks for English (and no Malay) is answered in English, rightly.
  const language = asksForEnglish ? null : englishIn(message);
  if (language) problems.push({ kind: 'error message not Malay', detail: language });
  const expected = CODE_OF_STATUS[reply.statusCode];
  if (expected && code !== expected) {
    problems.push({
      kind: 'error code does not match status',
      detail: `${code} with ${reply.statusCode}`,
    });
  }
  return problems;
}

/** Everything wrong with one reply to one sweep request. */
export function replyProblems(
  request: { url: string; refusedBecause: string | null; headers?: Record<string, string> },
  reply: Reply,
): Problem[] {
  const problems: Problem[] = [];
  if (reply.statusCode >= 500) problems.push({ kind: 'server error (5xx)', detail: '' });
  const asksForEnglish = localeFromAcceptLanguage(request.headers?.['accept-language']) === 'en';
  if (isApiPath(request.url) && reply.statusCode >= 400)
    problems.push(...errorReplyProblems(reply, asksForEnglish));
  if (reply.statusCode < 300 && request.refusedBecause) {
    problems.push({ kind: 'accepted what the document refuses', detail: request.refusedBecause });
  }
  return problems;
}
