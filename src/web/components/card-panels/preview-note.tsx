import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/** A line in a panel of the /demo preview saying what works only once the card is published. */
export function PreviewNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-left text-sm text-amber-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
