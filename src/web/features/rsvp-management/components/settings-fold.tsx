import type { ReactNode } from 'react';
import { Settings } from 'lucide-react';
import { useStoredFlag } from '@web/hooks/use-stored-flag';
import { useT } from '@web/i18n/use-t';

/** Where the RSVP page's settings stand beside the list rather than above it (Tailwind's `lg`). */
const SIDE_COLUMN = '(min-width: 1024px)';

/**
 * The RSVP page's settings and usher links, folded under "Tetapan": on a phone they come after
 * the guests and start closed (the list is what the couple came for; a whole screen of settings
 * stood above it), beside the list on a wide screen they start open. Either way one tap opens or
 * closes them, and the browser remembers that choice (a couple who keeps them open finds them
 * open again, still after the guests on a phone).
 */
export function SettingsFold({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useStoredFlag(
    'rsvp_settings_open',
    () => typeof window !== 'undefined' && window.matchMedia(SIDE_COLUMN).matches,
  );
  return (
    <details
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
      }}
      className="group order-last min-w-0 lg:order-none"
      data-testid="rsvp-settings"
    >
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-3xl border border-emerald-deep/10 bg-paper px-5 font-semibold text-emerald-deep shadow-sm">
        <Settings className="h-4 w-4" aria-hidden="true" />
        {t('rsvps.settings.fold')}
        <span className="ml-auto text-sm font-normal text-muted group-open:hidden">
          {t('rsvps.settings.foldHint')}
        </span>
      </summary>
      <div className="mt-5 space-y-5">{children}</div>
    </details>
  );
}
