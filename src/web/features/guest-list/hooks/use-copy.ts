import { useEffect, useRef, useState } from 'react';

/** How long a button says "Disalin" after a copy: long enough to read, short enough to tap again. */
const COPIED_MS = 2000;

/**
 * Copies a text to the clipboard; `copied` is true for a moment after it worked (the button
 * says "Disalin"), and `failed` when the browser refused (the owner is told to copy by hand).
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  };
  return { copied, failed, copy };
}
