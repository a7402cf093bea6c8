import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** An already active card's checkout says so and links to its home. */
export function CardAlreadyActive({ cardId, couple }: { cardId: string; couple: string }) {
  const t = useT();
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl border border-emerald-deep/10 bg-paper p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <CircleCheck className="h-7 w-7 shrink-0 text-emerald-700" aria-hidden="true" />
        <p className="font-display text-2xl text-emerald-deep">{couple}</p>
      </div>
      <p role="status" className="text-ink">
        {t('checkout.alreadyActive')}
      </p>
      <Link to={`/dashboard/${encodeURIComponent(cardId)}`} className={buttonClass('primary')}>
        {t('checkout.toCardHome')}
      </Link>
    </section>
  );
}
