import { useT } from '@web/i18n/use-t';
import { AdminShell } from '../components/admin-shell';
import { CardActionForm } from './card-action-form';
import { UpdateRsvpForm } from './update-rsvp-form';

// The spec's five staff pages, each behind RequireStaff (router).

export function AdminActivateMusicPage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.menu.music')} intro={t('staff.action.musicIntro')}>
      <CardActionForm action="music" button={t('staff.menu.music')} />
    </AdminShell>
  );
}

export function AdminHideGiftPage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.menu.hideGift')} intro={t('staff.action.hideGiftIntro')}>
      <CardActionForm action="hide-gift" button={t('staff.menu.hideGift')} />
    </AdminShell>
  );
}

export function AdminActivateSalamKautPage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.menu.salamKaut')} intro={t('staff.action.salamKautIntro')}>
      <CardActionForm action="salam-kaut" button={t('staff.menu.salamKaut')} />
    </AdminShell>
  );
}

export function AdminActivateRsvpPage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.menu.rsvp')} intro={t('staff.action.rsvpIntro')}>
      <CardActionForm action="rsvp" button={t('staff.menu.rsvp')} />
    </AdminShell>
  );
}

export function AdminUpdateRsvpPage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.menu.updateRsvp')} intro={t('staff.action.updateRsvpIntro')}>
      <UpdateRsvpForm />
    </AdminShell>
  );
}
