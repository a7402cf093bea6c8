import { Outlet, ScrollRestoration } from 'react-router';

/** Full-bleed pages (the preview, the sample card, the guest card): the card is the whole page. */
export function BareLayout() {
  return (
    <main className="min-h-dvh">
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}
