import type { Locale } from '@shared/i18n/locales';
import { LOGIN_CODE_TTL_SECONDS, SIGN_IN_LINK_PATH } from '@shared/schemas/auth';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';
import { mailWords, plainText, strong } from './mail-words';

/** `PUBLIC_URL/masuk#<token>`: in the fragment, the token reaches no server log, proxy or Referer. */
export function signInLink(publicUrl: string, linkToken: string): string {
  return `${publicUrl}${SIGN_IN_LINK_PATH}#${linkToken}`;
}

export interface LoginCodeMail {
  to: string;
  code: string;
  /** The token of the mail's sign-in link. */
  linkToken: string;
  /** The language of the visitor who asked for the code. */
  locale: Locale;
}

/**
 * The login e-mail, in the language of the visitor who asked for it: the code, the one-click
 * sign-in link and how long both are valid. The subject carries the code too, so a phone's
 * notification shows it; tests and the browser journeys read it from the `Subject:` line of the
 * outbox file (keep its format: `Kod OTP Jemput anda: 123456`, `Your Jemput OTP code: 123456`).
 *
 * The code works only in the browser that asked for it; the link works in any browser (the owner
 * may read the mail on another device) and is what nobody else can spend on the owner's behalf.
 */
export function loginCodeEmail(mail: LoginCodeMail, publicUrl: string): MailMessage {
  const { code, locale } = mail;
  const words = mailWords(locale);
  const minutes = words.text('mail.loginCode.minutes', {
    count: Math.round(LOGIN_CODE_TTL_SECONDS / 60),
  });
  const link = signInLink(publicUrl, mail.linkToken);
  const text = plainText([
    words.text('mail.loginCode.greeting'),
    '',
    words.text('mail.loginCode.intro'),
    '',
    `    ${code}`,
    '',
    words.text('mail.loginCode.sameBrowser'),
    '',
    words.text('mail.loginCode.orLink'),
    '',
    link,
    '',
    words.text('mail.loginCode.valid', { minutes }),
    words.text('mail.loginCode.noSharing'),
    words.text('mail.loginCode.notYou'),
    '',
    words.text('mail.footer'),
    publicUrl,
    '',
  ]);
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${words.html('mail.loginCode.title')}</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>${words.html('mail.loginCode.greeting')}</p>
<p>${words.html('mail.loginCode.intro')}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${escapeHtml(code)}</p>
<p>${words.html('mail.loginCode.sameBrowser')}</p>
<p>${words.html('mail.loginCode.orButton')}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${words.html('mail.logInButton')}</a></p>
<p>${words.html('mail.loginCode.valid', {}, { minutes: strong(minutes) })} ${words.html('mail.loginCode.noSharing')}</p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.loginCode.copyLink')}<br><a href="${escapeHtml(link)}" style="color:#7a6a5c;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.loginCode.notYou')}</p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.footer')}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return { to: mail.to, subject: words.text('mail.loginCode.subject', { code }), text, html };
}
