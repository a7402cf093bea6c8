import { LogoMark } from '@web/components/logo';
import { PageMeta } from '@web/components/ui/page-meta';

/** owner-side §2 "Maintenance screen", in the spec's words. */
export function MaintenanceScreen() {
  return (
    <section className="flex min-h-[80vh] flex-col items-center justify-center gap-5 px-6 pt-24 pb-16 text-center">
      <PageMeta title="Site Under Maintenance | Jemput" />
      <LogoMark className="h-16 w-16" />
      <h1 className="font-display text-4xl text-emerald-deep">Site Under Maintenance</h1>
      <p className="max-w-md text-lg text-muted">
        We are working hard to bring you a better experience.
      </p>
    </section>
  );
}
