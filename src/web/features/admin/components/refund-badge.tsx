import type { RefundStatus } from '@shared/schemas/refunds';

const LOOK: Record<RefundStatus, { label: string; className: string }> = {
  due: { label: 'Untuk dipulangkan', className: 'bg-orange-100 text-orange-900' },
  refunded: { label: 'Sudah dipulangkan', className: 'bg-sky-100 text-sky-900' },
};

/** A payment received for a card already sold: still owed back, or given back. */
export function RefundBadge({ refund }: { refund: RefundStatus }) {
  const look = LOOK[refund];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}
    >
      {look.label}
    </span>
  );
}
