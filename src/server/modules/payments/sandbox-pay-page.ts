import { formatRinggit } from '@shared/money/ringgit';
import type { Locale } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { siteTranslator } from '../../http/site-words';
import { escapeHtml } from '../../render/html';

export interface SandboxPayPageBill {
  ref: string;
  amountSen: number;
  description: string;
  name: string;
  email: string;
  paid: boolean;
}

/** The page's words in the tester's language (the site's, as the rest of the checkout). */
function wordsIn(locale: Locale) {
  const { t } = siteTranslator(locale);
  return (id: SiteMessageId) => escapeHtml(t(id));
}

const STYLE = `
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
dl{margin:20px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#6b7280}dd{margin:0;text-align:right;font-weight:600;word-break:break-word}
.amount{font-size:32px;font-weight:700;text-align:center;margin:16px 0}
form{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:14px;cursor:pointer;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.ok{background:#047857}.fail{background:#b91c1c}
p.note{color:#6b7280;font-size:13px;text-align:center;margin-top:16px}`;

function page(body: string, locale: Locale): string {
  const say = wordsIn(locale);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${say('checkout.sandbox.title')}</title>
<style>${STYLE}</style></head>
<body><main><div class="card">${body}</div>
<p class="note">${say('checkout.sandbox.notice')}</p></main></body></html>
`;
}

/**
 * The sandbox's pay page (a stand-in for Billplz's): the bill, and the tester's two choices.
 * Server-drawn, no script: the buttons post a form back to the same address.
 */
export function sandboxPayPage(
  bill: SandboxPayPageBill,
  action: string,
  locale: Locale = 'ms',
): string {
  const say = wordsIn(locale);
  const choices = bill.paid
    ? `<p>${say('checkout.sandbox.alreadyPaid')}</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button class="ok" name="outcome" value="paid">${say('checkout.sandbox.paid')}</button>
<button class="fail" name="outcome" value="failed">${say('checkout.sandbox.failed')}</button>
</form>`;
  return page(
    `<span class="badge">Sandbox</span>
<h1>${escapeHtml(bill.description)}</h1>
<p class="amount">${escapeHtml(formatRinggit(bill.amountSen))}</p>
<dl><dt>${say('checkout.sandbox.name')}</dt><dd>${escapeHtml(bill.name)}</dd><dt>${say('checkout.sandbox.email')}</dt><dd>${escapeHtml(bill.email)}</dd>
<dt>${say('checkout.sandbox.bill')}</dt><dd>${escapeHtml(bill.ref)}</dd></dl>
${choices}`,
    locale,
  );
}

export function sandboxMissingBillPage(locale: Locale = 'ms'): string {
  const say = wordsIn(locale);
  return page(
    `<span class="badge">Sandbox</span><h1>${say('checkout.sandbox.missing')}</h1>
<p><a href="/dashboard">${say('checkout.sandbox.toDashboard')}</a></p>`,
    locale,
  );
}
