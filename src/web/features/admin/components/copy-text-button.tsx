import { useState } from 'react';
import { Copy } from 'lucide-react';
import { buttonClass } from '@web/components/ui/link-button';

/** The product's wording, word for word. */
const COPIED_MESSAGE = 'Text copied to clipboard!';
const COPY_FAILED_MESSAGE = 'Teks tidak dapat disalin. Sila pilih teks dan salin sendiri.';

/** The spec's **Copy Text** button: puts `text` on the clipboard and says so. */
export function CopyTextButton({ text }: { text: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(COPIED_MESSAGE);
    } catch {
      setSaid(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void copy()} className={buttonClass('secondary')}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        Copy Text
      </button>
      <p role="status" aria-live="polite" className="text-sm text-emerald-deep">
        {said}
      </p>
    </div>
  );
}
