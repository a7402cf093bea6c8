import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@web/components/logo';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';

/** The pass page's frame: one narrow column a phone fills, the mark and the page's name. */
export function PassShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 pt-5 pb-10">
      <PageMeta title={siteTitle(t('guestPass.title'))} noindex />
      <header className="mb-4 flex items-center justify-center gap-2">
        <Link to="/" aria-label={t('guestPass.home')} className="rounded-lg">
          <LogoMark className="h-8 w-8" />
        </Link>
        <h1 className="font-display text-2xl text-emerald-deep">{t('guestPass.title')}</h1>
      </header>
      {children}
    </div>
  );
}
