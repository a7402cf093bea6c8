import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/i18n/use-t';

/** The way back from each of a card's pages (music, salam kaut, RSVP, theme, checkout). */
export function BackToCardHome({ cardId }: { cardId: string }) {
  const t = useT();
  return (
    <Link
      to={`/dashboard/${encodeURIComponent(cardId)}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-emerald-deep underline-offset-4 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('cardHome.backToCardHome')}
    </Link>
  );
}

/** Staff on a support case see an owner's page read-only, and are told so. */
export function StaffReadOnlyNote({ children }: { children: string }) {
  const t = useT();
  return (
    <p className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {t('cardHome.staffReadOnly')} {children}
    </p>
  );
}
