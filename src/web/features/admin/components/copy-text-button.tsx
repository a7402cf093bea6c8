import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** The spec's **Copy Text** button: puts `text` on the clipboard and says so. */
export function CopyTextButton({ text }: { text: string }) {
  const t = useT();
  const [said, setSaid] = useState<SiteMessageId | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('staff.copy.done');
    } catch {
      setSaid('staff.copy.failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void copy()} className={buttonClass('secondary')}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        {t('staff.copy.button')}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-emerald-deep">
        {said && t(said)}
      </p>
    </div>
  );
}
