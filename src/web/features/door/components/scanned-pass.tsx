import { CheckCircle2, Clock, ScanLine, TriangleAlert, UsersRound } from 'lucide-react';
import type { Pass } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGES } from '@shared/schemas/check-in';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { Button } from '@web/components/ui/link-button';
import { Spinner } from '@web/components/ui/spinner';
import { overAllowance, partySize } from '../utils/party-size';

/** What the last scan found, step by step (scan → the party → Daftar Masuk). */
export type ScanState =
  | { step: 'looking' }
  | { step: 'found'; token: string; pass: Pass }
  /** No network to read the pass: it can still be checked in (queued) without the name. */
  | { step: 'unread'; token: string }
  | { step: 'checking-in'; token: string; pass: Pass | null }
  | {
      step: 'done';
      name: string;
      guests: number;
      allowance: number | null;
      message: string;
      already: boolean;
    }
  | { step: 'queued'; name: string | null; guests: number | null; allowance: number | null }
  | { step: 'refused'; message: string };

const BIG_BUTTON = 'min-h-14 w-full text-lg';

/** The party's name and size; a party on the guest list beside its allowance. */
function Party({
  name,
  guests,
  allowance,
}: {
  name: string;
  guests: number;
  allowance: number | null;
}) {
  const over = overAllowance(guests, allowance);
  return (
    <div>
      <p className="font-display text-2xl leading-tight text-emerald-deep sm:text-3xl">{name}</p>
      <p
        data-testid="party-size"
        className={`mt-1 inline-flex items-center gap-1.5 text-lg font-semibold ${over ? 'text-amber-900' : 'text-ink'}`}
      >
        <UsersRound className="h-5 w-5 text-gold" aria-hidden="true" />
        {partySize(guests, allowance)}
      </p>
      {over && (
        <p className="mt-1 text-sm text-amber-950">
          Lebih daripada jemputan dalam senarai tetamu ({allowance} orang).
        </p>
      )}
    </div>
  );
}

/**
 * The scanned pass: the party's name and number of guests and a big Daftar Masuk; a pass already
 * used says when; a code that is not this wedding's pass says so.
 */
export function ScannedPass({
  state,
  onCheckIn,
  onScanAgain,
  onDismiss,
}: {
  state: ScanState;
  onCheckIn: () => void;
  onScanAgain: () => void;
  onDismiss: () => void;
}) {
  const footer = (
    <div className="mt-4 flex gap-2">
      <Button tone="secondary" className="flex-1" onClick={onScanAgain}>
        <ScanLine className="h-5 w-5" aria-hidden="true" />
        Imbas lagi
      </Button>
      <Button tone="quiet" onClick={onDismiss}>
        Tutup
      </Button>
    </div>
  );

  let body;
  let tone = 'border-emerald-deep/15 bg-paper';
  switch (state.step) {
    case 'looking':
      body = (
        <p className="flex items-center gap-3 text-muted">
          <Spinner className="h-6 w-6" /> Menyemak pas…
        </p>
      );
      break;
    case 'found':
    case 'checking-in': {
      const pass = state.pass;
      const already = pass?.checkedIn ?? false;
      if (already && pass) tone = 'border-amber-300 bg-amber-50';
      body = (
        <>
          {pass ? (
            <Party name={pass.name} guests={pass.guests} allowance={pass.allowance} />
          ) : (
            <p className="font-semibold text-ink">Pas diimbas</p>
          )}
          {already && pass ? (
            <p className="mt-3 flex gap-2 font-semibold text-amber-950">
              <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              {CHECK_IN_MESSAGES.already(pass.name, malaysiaDateTime(pass.checkedInAt ?? ''))}
            </p>
          ) : (
            <Button
              className={`mt-4 ${BIG_BUTTON}`}
              onClick={onCheckIn}
              disabled={state.step === 'checking-in'}
            >
              <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
              {state.step === 'checking-in' ? 'Mendaftar…' : CHECK_IN_MESSAGES.checkIn}
            </Button>
          )}
        </>
      );
      break;
    }
    case 'unread':
      tone = 'border-amber-300 bg-amber-50';
      body = (
        <>
          <p className="font-semibold text-ink">Pas diimbas</p>
          <p className="mt-1 text-sm text-amber-950">
            Tiada rangkaian untuk menyemak nama. Daftar masuk akan dihantar apabila talian kembali.
          </p>
          <Button className={`mt-4 ${BIG_BUTTON}`} onClick={onCheckIn}>
            <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
            {CHECK_IN_MESSAGES.checkIn}
          </Button>
        </>
      );
      break;
    case 'done':
      tone = state.already ? 'border-amber-300 bg-amber-50' : 'border-emerald-600/30 bg-emerald-50';
      body = (
        <>
          <Party name={state.name} guests={state.guests} allowance={state.allowance} />
          <p
            className={`mt-3 flex gap-2 font-semibold ${state.already ? 'text-amber-950' : 'text-emerald-900'}`}
          >
            {state.already ? (
              <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            )}
            {state.message}
          </p>
        </>
      );
      break;
    case 'queued':
      tone = 'border-amber-300 bg-amber-50';
      body = (
        <>
          {state.name && state.guests !== null ? (
            <Party name={state.name} guests={state.guests} allowance={state.allowance} />
          ) : (
            <p className="font-semibold text-ink">Pas diimbas</p>
          )}
          <p className="mt-3 flex gap-2 font-semibold text-amber-950">
            <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            Menunggu rangkaian: daftar masuk akan dihantar apabila talian kembali.
          </p>
        </>
      );
      break;
    case 'refused':
      tone = 'border-red-200 bg-red-50';
      body = (
        <p className="flex gap-2 font-semibold text-red-900" role="alert">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      );
      break;
  }

  return (
    <section
      aria-label="Pas yang diimbas"
      data-testid="scanned-pass"
      className={`rounded-3xl border p-5 shadow-sm ${tone}`}
    >
      <div aria-live="polite">{body}</div>
      {state.step !== 'looking' && state.step !== 'checking-in' && footer}
    </section>
  );
}
