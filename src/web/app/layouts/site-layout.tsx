import { Outlet, ScrollRestoration } from 'react-router';
import { HelpButton } from '@web/components/help-button';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';

/** Header, page, footer; visitor pages add the floating help button (guest-side §1). */
export function SiteLayout({ withHelp }: { withHelp: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      {withHelp && <HelpButton />}
      <ScrollRestoration />
    </div>
  );
}
