import { ComingSoonPage } from '@web/components/coming-soon-page';

// Issue 16: replaced by the real page (a helper owns this file).
export function AdminCardPage() {
  return <ComingSoonPage screen="Kad" />;
}
