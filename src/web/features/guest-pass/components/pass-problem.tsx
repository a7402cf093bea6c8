import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** A pass that cannot be shown (a broken link, a deleted RSVP): what happened, what to do. */
export function PassProblem({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="rounded-3xl border border-emerald-deep/10 bg-paper px-5 py-8 text-center shadow-sm"
    >
      <TriangleAlert className="mx-auto h-10 w-10 text-gold" aria-hidden="true" />
      <h2 className="mt-3 font-display text-2xl text-emerald-deep">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{children}</p>
      <Link to="/" className={buttonClass('secondary', 'mt-6')}>
        {t('guestPass.toHome')}
      </Link>
    </div>
  );
}
