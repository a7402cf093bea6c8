import { displayTime } from '@shared/dates/clock-time';
import { longDateWords } from '@shared/dates/date-words';
import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';
import type { Locale } from '@shared/i18n/locales';
import { formatRinggit } from '@shared/money/ringgit';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';
import { mailWords, plainText } from './mail-words';

export interface PaymentReceipt {
  to: string;
  payerName: string;
  /** "Ali & Aminah". */
  couple: string;
  cardId: string;
  amountSen: number;
  discountSen: number;
  /** The provider's bill id (what support asks for). */
  reference: string;
  /** When the payment was confirmed. */
  paidAt: Date;
  /** Money received for a card already paid for (or made free): it will be refunded. */
  extra?: boolean;
  /** The language of the owner who paid. */
  locale: Locale;
}

/** The Malaysian wall clock's `HH:MM` at an instant, whatever the server's zone. */
const malaysiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuala_Lumpur',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `24 November 2026, 3:15 pm` (Malay month names in Malay), in Malaysia. */
export function receiptTime(paidAt: Date, locale: Locale): string {
  const day = longDateWords(malaysiaCalendarDate(paidAt), locale);
  return `${day}, ${displayTime(malaysiaClock.format(paidAt))}`;
}

/**
 * The receipt mailed once a payment is confirmed, in the language of the owner who paid: the
 * amount, the card, the date and the reference, with the card home's link. Money that came for
 * a card already sold gets the same receipt, saying it will be refunded.
 */
export function paymentReceiptEmail(receipt: PaymentReceipt, publicUrl: string): MailMessage {
  const words = mailWords(receipt.locale);
  const amount = formatRinggit(receipt.amountSen);
  const home = `${publicUrl}/dashboard/${receipt.cardId}`;
  const lead = words.text(receipt.extra ? 'mail.receipt.extra' : 'mail.receipt.paid');
  const lines: [string, string][] = [
    [
      words.text('mail.receipt.product'),
      words.text('mail.receipt.productName', { couple: receipt.couple }),
    ],
    [words.text('mail.receipt.cardId'), receipt.cardId],
    ...(receipt.discountSen > 0
      ? ([[words.text('mail.receipt.discount'), formatRinggit(receipt.discountSen)]] as [
          string,
          string,
        ][])
      : []),
    [words.text('mail.receipt.amount'), amount],
    [words.text('mail.receipt.date'), receiptTime(receipt.paidAt, receipt.locale)],
    [words.text('mail.receipt.reference'), receipt.reference],
  ];
  const text = plainText([
    words.text('mail.greeting', { name: receipt.payerName }),
    '',
    lead,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    words.text('mail.receipt.manage'),
    home,
    '',
    words.text('mail.receipt.keep'),
    '',
    words.text('mail.footer'),
    publicUrl,
    '',
  ]);
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#7a6a5c">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${receipt.locale}">
<head><meta charset="utf-8"><title>${words.html('mail.receipt.title')}</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>${words.html('mail.greeting', { name: receipt.payerName })}</p>
<p>${escapeHtml(lead)}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">
${rows}
</table>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(home)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${words.html('mail.receipt.button')}</a></p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.receipt.keep')}</p>
<p style="color:#7a6a5c;font-size:13px">${words.html('mail.footer')}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  const subject = { amount, reference: receipt.reference };
  return {
    to: receipt.to,
    subject: words.text(
      receipt.extra ? 'mail.receipt.subjectExtra' : 'mail.receipt.subject',
      subject,
    ),
    text,
    html,
  };
}
