import { ShieldX } from 'lucide-react';
import { LogoMark } from '@web/components/logo';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';

/** The usher screen when it cannot open: a revoked or broken link, or no network at first. */
export function DoorRefused({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 py-16">
      <PageMeta title={siteTitle(t('door.screen'))} noindex />
      <div className="rounded-3xl border border-emerald-deep/10 bg-paper p-6 shadow-sm">
        <LogoMark className="h-11 w-11" />
        <h1 className="mt-4 font-display text-3xl text-emerald-deep">{t('door.screen')}</h1>
        <p role="alert" className="mt-4 flex gap-2 rounded-2xl bg-red-50 px-4 py-3 text-red-900">
          <ShieldX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
        {onRetry ? (
          <Button className="mt-5 w-full" onClick={onRetry}>
            {t('door.retry')}
          </Button>
        ) : (
          <p className="mt-4 text-sm text-muted">{t('door.refused.askAgain')}</p>
        )}
      </div>
    </section>
  );
}
