import { Copy, Share2 } from 'lucide-react';
import type { UsherLink } from '@shared/schemas/check-in';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { buttonClass } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** The WhatsApp message that hands an usher their link (wa.me with text), in the owner's words. */
function whatsAppHref(
  link: UsherLink,
  couple: string,
  majlisName: string | null,
  t: ReturnType<typeof useT>,
): string {
  const door = link.majlisId !== null && majlisName ? `${majlisName}, ` : '';
  const text = t('rsvps.usher.whatsapp', { couple, door: `${door}${link.label}`, url: link.url });
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * One usher link: its label, its majlis (on a card of several), its date, Salin, Kongsi and
 * Batalkan; a revoked one greyed.
 */
export function UsherLinkRow({
  link,
  couple,
  majlisName,
  onCopied,
  onRevoke,
}: {
  link: UsherLink;
  couple: string;
  /** The majlis the link serves ("Semua majlis" for all); null on a card of one majlis. */
  majlisName: string | null;
  onCopied: (notice: string) => void;
  onRevoke: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const revoked = link.revokedAt !== null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      onCopied(t('rsvps.usher.copied', { label: link.label }));
    } catch {
      onCopied(t('rsvps.usher.copyFailed'));
    }
  };
  const small = buttonClass('secondary', 'px-3!', 'sm');

  return (
    <li
      data-testid="usher-link"
      className={`rounded-2xl border px-4 py-3 ${
        revoked
          ? 'border-neutral-200 bg-neutral-50 text-neutral-500'
          : 'border-emerald-deep/15 bg-white'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <p
          className={`min-w-0 font-semibold ${revoked ? 'text-neutral-500 line-through' : 'text-ink'}`}
        >
          {link.label}
        </p>
        {!revoked && (
          <button
            type="button"
            className="-mt-1 -mr-2 min-h-8 shrink-0 rounded-full px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            onClick={onRevoke}
            aria-label={t('rsvps.usher.revokeLabel', { label: link.label })}
          >
            {t('rsvps.usher.revoke')}
          </button>
        )}
      </div>
      {majlisName && (
        <p
          data-testid="usher-link-majlis"
          className={`text-sm ${revoked ? 'text-neutral-500' : 'font-medium text-emerald-deep'}`}
        >
          {majlisName}
        </p>
      )}
      <p className="text-xs text-muted">
        {revoked
          ? t('rsvps.usher.revokedAt', {
              at: malaysiaDateTimeWords(link.revokedAt ?? '', locale),
            })
          : t('rsvps.usher.createdAt', { at: malaysiaDateTimeWords(link.createdAt, locale) })}
      </p>
      {!revoked && (
        <>
          <p className="mt-2 truncate rounded-lg bg-neutral-50 px-2 py-1 font-mono text-xs text-neutral-600 select-all">
            {link.url}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={small} onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {t('rsvps.usher.copy')}
            </button>
            <a
              href={whatsAppHref(link, couple, majlisName, t)}
              target="_blank"
              rel="noopener noreferrer"
              className={small}
            >
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {t('rsvps.usher.share')}
            </a>
          </div>
        </>
      )}
    </li>
  );
}
