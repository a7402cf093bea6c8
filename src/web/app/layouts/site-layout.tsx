import { Outlet, ScrollRestoration } from 'react-router';
import { HelpButton } from '@web/components/help-button';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { useHydrated } from '@web/hooks/use-hydrated';

/** Header, page, footer; visitor pages add the floating help button. */
export function SiteLayout({ withHelp }: { withHelp: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      {withHelp && <HelpButtonOnceHydrated />}
      <ScrollRestoration />
    </div>
  );
}

/**
 * The help button reads the visitor's remembered choice and screen width: it joins a
 * server-drawn page after hydration (it floats, so nothing moves when it does). It asks for the
 * hydrated state itself, so the switch redraws it alone, not the layout and the page in it.
 */
function HelpButtonOnceHydrated() {
  return useHydrated() ? <HelpButton /> : null;
}
