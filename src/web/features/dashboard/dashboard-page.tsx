import { useState } from 'react';
import { Link } from 'react-router';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MyCard } from '@shared/schemas/owner';
import { useSession } from '@web/api/get-session';
import { useLogOut } from '@web/api/log-out';
import { useLogOutEverywhere } from '@web/api/log-out-everywhere';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import { useMyCards } from '@web/api/my-cards';

interface Badge {
  label: SiteMessageId;
  style: string;
}

/** The label and look of each state the server gives. */
const STATUS: Record<MyCard['state'], Badge> = {
  trial: { label: 'dashboard.state.trial', style: 'bg-amber-100 text-amber-900' },
  expired: { label: 'dashboard.state.expired', style: 'bg-red-100 text-red-800' },
  active: { label: 'dashboard.state.active', style: 'bg-emerald-100 text-emerald-900' },
};

/** How many RSVPs the card holds; near and at the cap (which refuses new ones) it says so. */
function RsvpCount({ count }: { count: number }) {
  const t = useT();
  const full = count >= MAX_RSVPS_PER_CARD;
  const near = !full && count >= MAX_RSVPS_PER_CARD * 0.9;
  const max = { max: MAX_RSVPS_PER_CARD };
  return (
    <p className={`mt-1 text-xs ${full || near ? 'font-semibold text-red-800' : 'text-muted'}`}>
      {t('dashboard.rsvps', { count })}
      {full && ` · ${t('dashboard.rsvps.full', max)}`}
      {near && ` · ${t('dashboard.rsvps.near', max)}`}
    </p>
  );
}

/** A co-host's role on a card they help with (the owner's own cards carry no badge). */
const ROLE_BADGE: Record<Exclude<MyCard['role'], 'owner'>, Badge> = {
  pengurus: { label: 'dashboard.role.pengurus', style: 'bg-sky-100 text-sky-900' },
  penyambut: { label: 'dashboard.role.penyambut', style: 'bg-violet-100 text-violet-900' },
};

/** Where a card leads: a Penyambut to the door screen, everyone else to the card home. */
function cardLink(card: MyCard): { to: string; label: SiteMessageId } {
  return card.role === 'penyambut'
    ? { to: `/sambut/${card.id}`, label: 'dashboard.open.door' }
    : { to: `/dashboard/${card.id}`, label: 'dashboard.open.card' };
}

function CardRow({ card }: { card: MyCard }) {
  const t = useT();
  const { locale } = useLocale();
  const status = STATUS[card.state];
  const role = card.role === 'owner' ? null : ROLE_BADGE[card.role];
  const link = cardLink(card);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-deep/10 bg-paper px-5 py-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-display text-xl text-emerald-deep">
          {card.groom_name} &amp; {card.bride_name}
        </p>
        <p className="text-sm text-muted">{weekdayAndDateWords(card.wedding_date, locale)}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-muted">
          <span className="font-mono">{card.id}</span>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${status.style}`}>
            {t(status.label)}
          </span>
          {role && (
            <span className={`rounded-full px-2 py-0.5 font-semibold ${role.style}`}>
              {t(role.label)}
            </span>
          )}
        </p>
        <RsvpCount count={card.rsvpCount} />
      </div>
      <Link to={link.to} className={buttonClass('primary', '', 'sm')}>
        <span className="px-2">{t(link.label)}</span>
      </Link>
    </li>
  );
}

/**
 * Log in, then 'Kad Kahwin Digital Anda' and Log Keluar (this device;
 * the default), with 'Log keluar semua peranti' beside it to end every session of the owner.
 */
export function DashboardPage() {
  const session = useSession();
  const user = session.data?.user ?? null;
  const cards = useMyCards(user !== null);
  const logOut = useLogOut();
  const logOutEverywhere = useLogOutEverywhere();
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const t = useT();

  if (session.isPending) return <FullScreenSpinner />;
  if (!user) {
    return <LoginPrompt title={t('login.title')} intro={t('dashboard.loginIntro')} />;
  }

  const leave = async () => {
    setLeaving(true);
    try {
      await logOut();
    } finally {
      setLeaving(false);
    }
  };

  // Ending every session (a lost phone, a shared computer) is asked once more; Log Keluar is not.
  const leaveEverywhere = async () => {
    if (!window.confirm(t('dashboard.logOutEverywhere.confirm'))) return;
    setLeaving(true);
    setLeaveError(null);
    try {
      await logOutEverywhere();
    } catch (failure) {
      setLeaveError(errorMessage(failure));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section className="mx-auto max-w-2xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('dashboard.title'))} noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-emerald-deep">{t('dashboard.title')}</h1>
          <p className="mt-1 text-sm break-all text-muted">{user.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void leave()}
            disabled={leaving}
            className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
          >
            <span className="px-2">{t('dashboard.logOut')}</span>
          </button>
          <button
            type="button"
            onClick={() => void leaveEverywhere()}
            disabled={leaving}
            className={buttonClass('quiet', 'disabled:opacity-60', 'sm')}
          >
            <span className="px-2">{t('dashboard.logOutEverywhere')}</span>
          </button>
        </div>
      </div>
      {leaveError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {leaveError}
        </p>
      )}
      {cards.isPending && <p className="mt-8 text-muted">{t('dashboard.loading')}</p>}
      {cards.isError && (
        <p role="alert" className="mt-8 text-red-700">
          {cards.error.message}
        </p>
      )}
      {cards.data && cards.data.cards.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-emerald-deep/20 px-5 py-8 text-center">
          <p className="text-ink">{t('dashboard.empty')}</p>
          <Link to="/" className={buttonClass('primary', 'mt-4')}>
            {t('dashboard.empty.create')}
          </Link>
        </div>
      )}
      {cards.data && cards.data.cards.length > 0 && (
        <ul className="mt-8 space-y-3" aria-label={t('dashboard.list')}>
          {cards.data.cards.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
