import { Link } from 'react-router';
import { Logo } from './logo';

/** A fixed top bar with the logo centred, linking home. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gold/15 bg-ivory/85 backdrop-blur-md supports-[backdrop-filter]:bg-ivory/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-center px-4">
        <Link to="/" aria-label="Jemput, laman utama" className="rounded-lg px-2 py-1">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
