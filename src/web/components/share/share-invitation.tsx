import { useRef, useState } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { whatsappShareLink } from '@shared/card/invitation-text';
import { useT } from '@web/i18n/use-t';
import { buttonClass } from '../ui/link-button';

/** The phone's own share sheet, where there is one (most phones; few desktop browsers). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard access (an old browser, http): select the text for the person instead.
    field?.focus();
    field?.select();
    return false;
  }
}

/**
 * The invitation text, read-only, with Copy and Share (the card home and /send): Share opens the
 * phone's share sheet where it has one, otherwise WhatsApp with the text ready (the sender picks
 * the chat).
 */
export function ShareInvitation({
  text,
  title,
  label,
  onShared,
}: {
  text: string;
  /** The share sheet's title (the couple's names). */
  title: string;
  /** The field's label; the invitation text's by default. */
  label?: string;
  /** The text was copied or handed to a share sheet or WhatsApp. */
  onShared?: () => void;
}) {
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  // Which notice shows, not its words: a change of language redraws it in the new one.
  const [notice, setNotice] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    const copied = await copyText(text, field.current);
    setNotice(copied ? 'copied' : 'failed');
    if (copied) onShared?.();
  };
  const share = async () => {
    try {
      await navigator.share({ title, text });
      onShared?.();
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <div>
      <label htmlFor="invitation-text" className="text-sm font-semibold text-ink">
        {label ?? t('share.invitation.label')}
      </label>
      <textarea
        id="invitation-text"
        ref={field}
        readOnly
        value={text}
        rows={Math.min(20, text.split('\n').length + 2)}
        // As tall as its text where the browser sizes fields to content, else by its lines.
        className="mt-1 block max-h-[32rem] w-full resize-none rounded-2xl border border-emerald-deep/15 bg-white px-4 py-3 font-sans text-sm leading-relaxed text-ink [field-sizing:content]"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass('secondary', 'flex-1', 'sm')}
        >
          <Copy className="h-4 w-4" aria-hidden="true" /> {t('share.invitation.copy')}
        </button>
        {canShare() ? (
          <button
            type="button"
            onClick={() => void share()}
            className={buttonClass('primary', 'flex-1', 'sm')}
          >
            <Share2 className="h-4 w-4" aria-hidden="true" /> {t('share.invitation.share')}
          </button>
        ) : (
          <a
            href={whatsappShareLink(text)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onShared}
            className={buttonClass('primary', 'flex-1', 'sm')}
          >
            <Share2 className="h-4 w-4" aria-hidden="true" /> {t('share.invitation.share')}
          </a>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-emerald-deep">
        {notice === 'copied' && t('share.invitation.copied')}
        {notice === 'failed' && t('share.invitation.copyFailed')}
      </p>
    </div>
  );
}
