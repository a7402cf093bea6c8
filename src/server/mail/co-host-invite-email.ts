import type { HostRole } from '@shared/card/card-roles';
import type { Locale } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer-types';
import { mailWords, plainText, strong } from './mail-words';

export interface CoHostInvite {
  to: string;
  /** What the family calls them ("Mak"). */
  name: string;
  role: HostRole;
  /** "Ali & Aminah". */
  couple: string;
  /** The language of the owner who invites them (the one person we know reads it). */
  locale: Locale;
}

/** Each role's name and what it may do, as the invitation says them. */
const ROLE_WORDS: Record<HostRole, { label: SiteMessageId; hint: SiteMessageId }> = {
  pengurus: { label: 'mail.coHost.role.pengurus', hint: 'mail.coHost.hint.pengurus' },
  penyambut: { label: 'mail.coHost.role.penyambut', hint: 'mail.coHost.hint.penyambut' },
};

/**
 * The mail a co-host gets when the owner adds them, in the owner's language: they were asked to
 * help with "Kad <couple>" as Pengurus or Penyambut, and they log in at the site with this very
 * e-mail (no password; a code is mailed when they ask). It carries no login link: anyone may
 * ask for a code, and only the owner of the mailbox can use it.
 */
export function coHostInviteEmail(invite: CoHostInvite, publicUrl: string): MailMessage {
  const words = mailWords(invite.locale);
  const role = words.text(ROLE_WORDS[invite.role].label);
  const hint = words.text(ROLE_WORDS[invite.role].hint);
  const card = words.text('mail.coHost.card', { couple: invite.couple });
  const login = `${publicUrl}/dashboard`;
  const text = plainText([
    words.text('mail.greeting', { name: invite.name }),
    '',
    words.text('mail.coHost.asked', { card, role }),
    `${role}: ${hint}`,
    '',
    words.text('mail.coHost.start'),
    login,
    '',
    words.text('mail.coHost.listed'),
    words.text('mail.coHost.notYou'),
    '',
    words.text('mail.footer'),
    publicUrl,
    '',
  ]);
  const html = `<!doctype html>
<html lang="${invite.locale}">
<head><meta charset="utf-8"><title>${escapeHtml(card)}</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>${words.html('mail.greeting', { name: invite.name })}</p>
<p>${words.html('mail.coHost.asked', {}, { card: strong(card), role: strong(role) })}</p>
<p style="color:#7a6a5c">${escapeHtml(role)}: ${escapeHtml(hint)}</p>
<p>${words.html('mail.coHost.startButton')}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(login)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${words.html('mail.logInButton')}</a></p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.coHost.listed')} ${words.html('mail.coHost.notYou')}</p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.footer')}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return { to: invite.to, subject: words.text('mail.coHost.subject', { card }), text, html };
}
