import { ComingSoonPage } from '@web/components/coming-soon-page';

// Issue 16: replaced by the real pages (a helper owns this file).
export const AdminActivateMusicPage = () => <ComingSoonPage screen="Admin: Aktifkan Lagu" />;
export const AdminHideGiftPage = () => <ComingSoonPage screen="Admin: Hide Gift" />;
export const AdminActivateSalamKautPage = () => (
  <ComingSoonPage screen="Admin: Aktifkan Salam Kaut" />
);
export const AdminActivateRsvpPage = () => <ComingSoonPage screen="Admin: Aktifkan RSVP" />;
export const AdminUpdateRsvpPage = () => <ComingSoonPage screen="Admin: Update RSVP" />;
