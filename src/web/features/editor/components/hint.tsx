import type { ReactNode } from 'react';
import { useStoredFlag } from '@web/hooks/use-stored-flag';

/** guest-side §2 "Create screen": the hint texts, verbatim, by what they point at. */
export const HINTS = {
  groom_name: 'Klik untuk ubah nama pengantin',
  parent_name: 'Klik untuk ubah nama waris',
  bride_fullname: 'Klik untuk ubah nama penuh pengantin',
  location: 'Klik untuk ubah lokasi',
  doa: 'Klik untuk ubah Doa',
} as const;
export type HintName = keyof typeof HINTS;

/**
 * A hint bubble above what it points at (guest-side §9: placement top). It shows until that is
 * first clicked, and the browser remembers it under `tooltip_<name>` (guest-side §4 "Hints").
 */
export function Hint({
  name,
  block = false,
  children,
}: {
  name: HintName;
  /** Take the whole line (a multi-line field) rather than the width of the text. */
  block?: boolean;
  children: ReactNode;
}) {
  const [seen, setSeen] = useStoredFlag(`tooltip_${name}`);
  const Wrapper = block ? 'div' : 'span';
  return (
    <Wrapper
      // While the bubble shows, room is kept for it above, so it covers nothing.
      className={`relative max-w-full ${block ? 'block' : 'inline-block'} ${seen ? '' : 'mt-10'}`}
      onClickCapture={seen ? undefined : () => setSeen(true)}
    >
      {!seen && (
        <span
          aria-hidden="true"
          data-hint={name}
          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-lg bg-(--card-ink) px-3 py-1.5 font-sans text-xs leading-tight font-medium tracking-normal whitespace-nowrap text-(--card-page) normal-case shadow-lg motion-safe:animate-[hint-float_2.4s_ease-in-out_infinite]"
        >
          {HINTS[name]}
          <span className="absolute top-full left-1/2 -translate-x-1/2 border-x-[6px] border-t-[6px] border-x-transparent border-t-(--card-ink)" />
        </span>
      )}
      {children}
    </Wrapper>
  );
}
