import { Link } from 'react-router';
import { LanguageSwitch } from '@web/i18n/language-switch';
import { useT } from '@web/i18n/use-t';
import { Logo } from './logo';

/**
 * A fixed top bar with the logo centred, linking home, and the language switch in its left
 * corner (the right one is the help button's, see help-button.tsx), lined up with the page's
 * content.
 */
export function SiteHeader() {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gold/15 bg-ivory/85 backdrop-blur-md supports-[backdrop-filter]:bg-ivory/70">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-center px-4">
        <LanguageSwitch className="absolute top-1/2 left-4 -translate-y-1/2" />
        <Link to="/" aria-label={t('layout.header.home')} className="rounded-lg px-2 py-1">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
