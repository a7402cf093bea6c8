import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { formatRinggit } from '@shared/money/ringgit';
import { CHECKOUT_MESSAGES } from '@shared/schemas/checkout';
import { escapeHtml } from '../render/html';
import type { MailMessage } from './mailer';

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
}

/** What a receipt says first: the card is active, or this extra payment will be refunded. */
export const RECEIPT_LEADS = {
  paid: 'Terima kasih. Pembayaran anda telah diterima dan kad anda kini aktif.',
  extra:
    'Pembayaran anda telah diterima, tetapi kad ini sudah pun dibayar atau diaktifkan sebelum ini. Bayaran tambahan ini akan dipulangkan kepada anda; tiada apa-apa yang perlu anda lakukan.',
} as const;

/**
 * The receipt mailed once a payment is confirmed: the amount, the card, the date and the
 * reference, in Malay, with the card home's link. Money that came for a card already sold gets
 * the same receipt, saying it will be refunded.
 */
export function paymentReceiptEmail(receipt: PaymentReceipt, publicUrl: string): MailMessage {
  const amount = formatRinggit(receipt.amountSen);
  const when = malaysiaDateTime(receipt.paidAt.toISOString());
  const home = `${publicUrl}/dashboard/${receipt.cardId}`;
  const lines: [string, string][] = [
    ['Produk', `${CHECKOUT_MESSAGES.product}: ${receipt.couple}`],
    ['ID kad', receipt.cardId],
    ...(receipt.discountSen > 0
      ? ([['Diskaun promo', formatRinggit(receipt.discountSen)]] as [string, string][])
      : []),
    ['Jumlah dibayar', amount],
    ['Tarikh', when],
    ['Rujukan', receipt.reference],
  ];
  const text = [
    `Assalamualaikum ${receipt.payerName},`,
    '',
    receipt.extra ? RECEIPT_LEADS.extra : RECEIPT_LEADS.paid,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    'Urus kad anda di:',
    home,
    '',
    'Simpan email ini sebagai resit. Sebarang pertanyaan, nyatakan rujukan di atas.',
    '',
    'Jemput: kad kahwin digital',
    publicUrl,
    '',
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#7a6a5c">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ms">
<head><meta charset="utf-8"><title>Resit pembayaran Jemput</title></head>
<body style="margin:0;padding:24px;background:#f7f3ee;font-family:Arial,Helvetica,sans-serif;color:#3a2e24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Assalamualaikum ${escapeHtml(receipt.payerName)},</p>
<p>${escapeHtml(receipt.extra ? RECEIPT_LEADS.extra : RECEIPT_LEADS.paid)}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">
${rows}
</table>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(home)}" style="display:inline-block;background:#0f4c45;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">Ke Laman Kad</a></p>
<p style="color:#7a6a5c;font-size:13px">Simpan email ini sebagai resit. Sebarang pertanyaan, nyatakan rujukan di atas.</p>
<p style="color:#7a6a5c;font-size:13px">Jemput: kad kahwin digital<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return {
    to: receipt.to,
    subject: receipt.extra
      ? `Bayaran tambahan Jemput: ${amount} (${receipt.reference}) akan dipulangkan`
      : `Resit pembayaran Jemput: ${amount} (${receipt.reference})`,
    text,
    html,
  };
}
