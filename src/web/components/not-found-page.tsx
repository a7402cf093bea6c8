import { Link } from 'react-router';
import { useT } from '@web/i18n/use-t';
import { LogoMark } from './logo';
import { buttonClass } from './ui/link-button';
import { PageMeta, siteTitle } from './ui/page-meta';

/** Unknown routes and /fallback show a friendly not-found page. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 pt-24 pb-16 text-center">
      <PageMeta title={siteTitle(t('layout.notFound.title'))} noindex />
      <LogoMark className="h-14 w-14" />
      <p className="font-display text-6xl text-gold-deep">404</p>
      <h1 className="font-display text-3xl text-emerald-deep">{t('layout.notFound.title')}</h1>
      <p className="text-muted">{t('layout.notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('layout.notFound.home')}
      </Link>
    </section>
  );
}
