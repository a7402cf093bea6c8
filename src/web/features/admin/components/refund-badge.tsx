import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { RefundStatus } from '@shared/schemas/refunds';
import { useT } from '@web/i18n/use-t';

const LOOK: Record<RefundStatus, { label: SiteMessageId; className: string }> = {
  due: { label: 'staff.refund.due', className: 'bg-orange-100 text-orange-900' },
  refunded: { label: 'staff.refund.refunded', className: 'bg-sky-100 text-sky-900' },
};

/** A payment received for a card already sold: still owed back, or given back. */
export function RefundBadge({ refund }: { refund: RefundStatus }) {
  const t = useT();
  const look = LOOK[refund];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}
    >
      {t(look.label)}
    </span>
  );
}
