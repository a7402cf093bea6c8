import { AdminShell } from '../components/admin-shell';
import { CardActionForm } from './card-action-form';
import { UpdateRsvpForm } from './update-rsvp-form';

// The spec's five staff pages, each behind RequireStaff (router).

export const AdminActivateMusicPage = () => (
  <AdminShell title="Aktifkan Lagu" intro="Aktifkan lagu untuk kad pelanggan.">
    <CardActionForm action="music" button="Aktifkan Lagu" />
  </AdminShell>
);

export const AdminHideGiftPage = () => (
  <AdminShell title="Hide Gift" intro="Sembunyikan butang hadiah pada kad pelanggan.">
    <CardActionForm action="hide-gift" button="Hide Gift" />
  </AdminShell>
);

export const AdminActivateSalamKautPage = () => (
  <AdminShell title="Aktifkan Salam Kaut" intro="Aktifkan salam kaut untuk kad pelanggan.">
    <CardActionForm action="salam-kaut" button="Aktifkan Salam Kaut" />
  </AdminShell>
);

export const AdminActivateRsvpPage = () => (
  <AdminShell title="Aktifkan RSVP" intro="Aktifkan RSVP untuk kad pelanggan.">
    <CardActionForm action="rsvp" button="Aktifkan RSVP" />
  </AdminShell>
);

export const AdminUpdateRsvpPage = () => (
  <AdminShell title="Update RSVP" intro="Hidupkan RSVP untuk beberapa kad sekali gus.">
    <UpdateRsvpForm />
  </AdminShell>
);
