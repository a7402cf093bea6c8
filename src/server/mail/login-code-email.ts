import { LOGIN_CODE_TTL_SECONDS } from '@shared/schemas/auth';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';

/**
 * The login e-mail (owner-side §4 "Login"), in Malay: the code and how long it is valid.
 * The subject carries the code too, so a phone's notification shows it; tests and the browser
 * journeys read it from the `Subject:` line of the outbox file.
 */
export function loginCodeEmail(to: string, code: string, publicUrl: string): MailMessage {
  const minutes = Math.round(LOGIN_CODE_TTL_SECONDS / 60);
  const text = [
    'Assalamualaikum dan salam sejahtera,',
    '',
    'Kod OTP anda untuk log masuk ke Jemput ialah:',
    '',
    `    ${code}`,
    '',
    `Kod ini sah selama ${minutes} minit dan hanya boleh digunakan sekali.`,
    'Jangan kongsi kod ini dengan sesiapa.',
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
<p>Kod ini sah selama <strong>${minutes} minit</strong> dan hanya boleh digunakan sekali.
Jangan kongsi kod ini dengan sesiapa.</p>
<p style="color:#7a6a5c;font-size:13px">Jika anda tidak meminta kod ini, abaikan sahaja email ini.</p>
<p style="color:#7a6a5c;font-size:13px">Jemput: kad kahwin digital<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return { to, subject: `Kod OTP Jemput anda: ${code}`, text, html };
}
