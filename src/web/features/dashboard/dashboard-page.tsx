import { useState } from 'react';
import { Link } from 'react-router';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { MyCard } from '@shared/schemas/owner';
import { useSession } from '@web/api/get-session';
import { useLogOut } from '@web/api/log-out';
import { useLogOutEverywhere } from '@web/api/log-out-everywhere';
import { LoginPrompt } from '@web/components/login/login-prompt';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { MAX_RSVPS_PER_CARD } from '@shared/schemas/rsvp';
import { useMyCards } from '@web/api/my-cards';

/** The label and look of each state the server gives. */
const STATUS = {
  trial: { label: 'Trial', style: 'bg-amber-100 text-amber-900' },
  expired: { label: 'Luput', style: 'bg-red-100 text-red-800' },
  active: { label: 'Aktif', style: 'bg-emerald-100 text-emerald-900' },
} as const;

const MAX_RSVPS = MAX_RSVPS_PER_CARD.toLocaleString('en-MY');

/** How many RSVPs the card holds; near and at the cap (which refuses new ones) it says so. */
function RsvpCount({ count }: { count: number }) {
  const full = count >= MAX_RSVPS_PER_CARD;
  const near = !full && count >= MAX_RSVPS_PER_CARD * 0.9;
  return (
    <p className={`mt-1 text-xs ${full || near ? 'font-semibold text-red-800' : 'text-muted'}`}>
      {count.toLocaleString('en-MY')} RSVP
      {full && ` · had maksimum ${MAX_RSVPS} dicapai: RSVP baharu tidak diterima`}
      {near && ` · hampir had maksimum ${MAX_RSVPS}`}
    </p>
  );
}

/** A co-host's role on a card they help with (the owner's own cards carry no badge). */
const ROLE_BADGE = {
  pengurus: { label: 'Pengurus', style: 'bg-sky-100 text-sky-900' },
  penyambut: { label: 'Penyambut', style: 'bg-violet-100 text-violet-900' },
} as const;

/** Where a card leads: a Penyambut to the door screen, everyone else to the card home. */
function cardLink(card: MyCard): { to: string; label: string } {
  return card.role === 'penyambut'
    ? { to: `/sambut/${card.id}`, label: 'Skrin penyambut' }
    : { to: `/dashboard/${card.id}`, label: 'Akses Kad' };
}

function CardRow({ card }: { card: MyCard }) {
  const status = STATUS[card.state];
  const role = card.role === 'owner' ? null : ROLE_BADGE[card.role];
  const link = cardLink(card);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-deep/10 bg-paper px-5 py-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-display text-xl text-emerald-deep">
          {card.groom_name} &amp; {card.bride_name}
        </p>
        <p className="text-sm text-muted">{malayWeekdayAndDate(card.wedding_date)}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-muted">
          <span className="font-mono">{card.id}</span>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${status.style}`}>
            {status.label}
          </span>
          {role && (
            <span className={`rounded-full px-2 py-0.5 font-semibold ${role.style}`}>
              {role.label}
            </span>
          )}
        </p>
        <RsvpCount count={card.rsvpCount} />
      </div>
      <Link to={link.to} className={buttonClass('primary', '', 'sm')}>
        <span className="px-2">{link.label}</span>
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

  if (session.isPending) return <FullScreenSpinner />;
  if (!user) {
    return (
      <LoginPrompt
        title="Log Masuk"
        intro="Masukkan email yang anda gunakan semasa membuat kad. Kami akan menghantar kod OTP 6 digit ke email itu."
      />
    );
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
    if (
      !window.confirm(
        'Log keluar dari semua peranti? Anda perlu log masuk semula di setiap peranti, termasuk yang ini.',
      )
    ) {
      return;
    }
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
      <PageMeta title={siteTitle('Kad Kahwin Digital Anda')} noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-emerald-deep">Kad Kahwin Digital Anda</h1>
          <p className="mt-1 text-sm break-all text-muted">{user.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void leave()}
            disabled={leaving}
            className={buttonClass('secondary', 'disabled:opacity-60', 'sm')}
          >
            <span className="px-2">Log Keluar</span>
          </button>
          <button
            type="button"
            onClick={() => void leaveEverywhere()}
            disabled={leaving}
            className={buttonClass('quiet', 'disabled:opacity-60', 'sm')}
          >
            <span className="px-2">Log keluar semua peranti</span>
          </button>
        </div>
      </div>
      {leaveError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {leaveError}
        </p>
      )}
      {cards.isPending && <p className="mt-8 text-muted">Sedang memuatkan…</p>}
      {cards.isError && (
        <p role="alert" className="mt-8 text-red-700">
          {cards.error.message}
        </p>
      )}
      {cards.data && cards.data.cards.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-emerald-deep/20 px-5 py-8 text-center">
          <p className="text-ink">Tiada kad untuk email ini lagi.</p>
          <Link to="/" className={buttonClass('primary', 'mt-4')}>
            Pilih tema dan buat kad
          </Link>
        </div>
      )}
      {cards.data && cards.data.cards.length > 0 && (
        <ul className="mt-8 space-y-3" aria-label="Senarai kad">
          {cards.data.cards.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
