import { LogoMark } from '@web/components/logo';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';

/**
 * The maintenance screen, in the product's words. It takes the screen's height less the
 * footer's (15.5rem on phones, 14.5rem with the help button's room from `sm` up), so the whole
 * page, footer included, fits the first screen and the floating help button sits in the room
 * kept for it under the footer, covering nothing.
 */
export function MaintenanceScreen() {
  const t = useT();
  return (
    <section className="flex min-h-[calc(100dvh-15.5rem)] flex-col items-center justify-center gap-5 px-6 pt-24 pb-10 text-center sm:min-h-[calc(100dvh-14.5rem)]">
      <PageMeta title={siteTitle(t('landing.maintenance.title'))} />
      <LogoMark className="h-16 w-16" />
      <h1 className="font-display text-4xl text-emerald-deep">{t('landing.maintenance.title')}</h1>
      <p className="max-w-md text-lg text-muted">{t('landing.maintenance.text')}</p>
    </section>
  );
}
