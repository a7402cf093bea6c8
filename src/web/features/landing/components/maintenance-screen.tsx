import { LogoMark } from '@web/components/logo';
import { PageMeta } from '@web/components/ui/page-meta';

/**
 * The maintenance screen, in the product's words. It takes the screen's height less the
 * footer's (15.5rem on phones, 14.5rem with the help button's room from `sm` up), so the whole
 * page, footer included, fits the first screen and the floating help button sits in the room
 * kept for it under the footer, covering nothing.
 */
export function MaintenanceScreen() {
  return (
    <section className="flex min-h-[calc(100dvh-15.5rem)] flex-col items-center justify-center gap-5 px-6 pt-24 pb-10 text-center sm:min-h-[calc(100dvh-14.5rem)]">
      <PageMeta title="Site Under Maintenance | Jemput" />
      <LogoMark className="h-16 w-16" />
      <h1 className="font-display text-4xl text-emerald-deep">Site Under Maintenance</h1>
      <p className="max-w-md text-lg text-muted">
        We are working hard to bring you a better experience.
      </p>
    </section>
  );
}
