import { HOST_ROLE_HINTS, HOST_ROLE_LABELS } from '@shared/card/card-roles';
import type { HostRole } from '@shared/card/card-roles';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer-types';

export interface CoHostInvite {
  to: string;
  /** What the family calls them ("Mak"). */
  name: string;
  role: HostRole;
  /** "Ali & Aminah". */
  couple: string;
}

/**
 * The mail a co-host gets when the owner adds them, in Malay: they were asked to help with
 * "Kad <couple>" as Pengurus or Penyambut, and they log in at the site with this very e-mail
 * (no password; a code is mailed when they ask). It carries no login link: anyone may ask for
 * a code, and only the owner of the mailbox can use it.
 */
export function coHostInviteEmail(invite: CoHostInvite, publicUrl: string): MailMessage {
  const role = HOST_ROLE_LABELS[invite.role];
  const hint = HOST_ROLE_HINTS[invite.role];
  const card = `Kad ${invite.couple}`;
  const login = `${publicUrl}/dashboard`;
  const text = [
    `Assalamualaikum ${invite.name},`,
    '',
    `Anda telah diminta membantu menguruskan ${card} sebagai ${role}.`,
    `${role}: ${hint}`,
    '',
    'Untuk bermula, log masuk di laman ini dengan email ini (kami akan menghantar kod OTP):',
    login,
    '',
    'Kad ini akan tersenarai di halaman kad anda selepas log masuk.',
    'Jika anda tidak mengenali pengantin ini, abaikan sahaja email ini.',
    '',
    'Jemput: kad kahwin digital',
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="ms">
<head><meta charset="utf-8"><title>${escapeHtml(card)}</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Assalamualaikum ${escapeHtml(invite.name)},</p>
<p>Anda telah diminta membantu menguruskan <strong>${escapeHtml(card)}</strong> sebagai <strong>${escapeHtml(role)}</strong>.</p>
<p style="color:#7a6a5c">${escapeHtml(role)}: ${escapeHtml(hint)}</p>
<p>Untuk bermula, log masuk dengan email ini (kami akan menghantar kod OTP):</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(login)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">Log masuk ke Jemput</a></p>
<p style="color:#7a6a5c;font-size:13px">Kad ini akan tersenarai di halaman kad anda selepas log masuk. Jika anda tidak mengenali pengantin ini, abaikan sahaja email ini.</p>
<p style="color:#7a6a5c;font-size:13px">Jemput: kad kahwin digital<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return { to: invite.to, subject: `Jemputan membantu ${card}`, text, html };
}
