import { LOGIN_CODE_TTL_SECONDS, SIGN_IN_LINK_PATH } from '@shared/schemas/auth';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';

/** `PUBLIC_URL/masuk#<token>`: in the fragment, the token reaches no server log, proxy or Referer. */
export function signInLink(publicUrl: string, linkToken: string): string {
  return `${publicUrl}${SIGN_IN_LINK_PATH}#${linkToken}`;
}

/**
 * The login e-mail, in Malay: the code, the one-click sign-in link and
 * how long both are valid. The subject carries the code too, so a phone's notification shows it;
 * tests and the browser journeys read it from the `Subject:` line of the outbox file (keep its
 * format: `Kod OTP Jemput anda: 123456`).
 *
 * The code works only in the browser that asked for it; the link works in any browser (the owner
 * may read the mail on another device) and is what nobody else can spend on the owner's behalf.
 */
export function loginCodeEmail(
  to: string,
  code: string,
  linkToken: string,
  publicUrl: string,
): MailMessage {
  const minutes = Math.round(LOGIN_CODE_TTL_SECONDS / 60);
  const link = signInLink(publicUrl, linkToken);
  const text = [
    'Assalamualaikum dan salam sejahtera,',
    '',
    'Kod OTP anda untuk log masuk ke Jemput ialah:',
    '',
    `    ${code}`,
    '',
    'Masukkan kod ini dalam pelayar (browser) yang sama tempat anda memintanya.',
    '',
    'Atau tekan pautan ini untuk terus log masuk, dari mana-mana peranti:',
    '',
    link,
    '',
    `Kod dan pautan ini sah selama ${minutes} minit dan hanya boleh digunakan sekali`,
    '(menggunakan salah satu membatalkan kedua-duanya).',
    'Jangan kongsi kod atau pautan ini dengan sesiapa.',
    'Jika anda tidak meminta kod ini, abaikan sahaja email ini.',
    '',
    'Jemput: kad kahwin digital',
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="ms">
<head><meta charset="utf-8"><title>Kod OTP Jemput</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Assalamualaikum dan salam sejahtera,</p>
<p>Kod OTP anda untuk log masuk ke Jemput ialah:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${escapeHtml(code)}</p>
<p>Masukkan kod ini dalam pelayar (browser) yang sama tempat anda memintanya.</p>
<p>Atau tekan butang ini untuk terus log masuk, dari mana-mana peranti:</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">Log masuk ke Jemput</a></p>
<p>Kod dan pautan ini sah selama <strong>${minutes} minit</strong> dan hanya boleh digunakan sekali
(menggunakan salah satu membatalkan kedua-duanya). Jangan kongsi kod atau pautan ini dengan sesiapa.</p>
<p style="color:#7a6a5c;font-size:13px">Jika butang tidak berfungsi, salin pautan ini ke pelayar anda:<br><a href="${escapeHtml(link)}" style="color:#7a6a5c;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="color:#7a6a5c;font-size:13px">Jika anda tidak meminta kod ini, abaikan sahaja email ini.</p>
<p style="color:#7a6a5c;font-size:13px">Jemput: kad kahwin digital<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return { to, subject: `Kod OTP Jemput anda: ${code}`, text, html };
}
