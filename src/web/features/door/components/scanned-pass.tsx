import { CheckCircle2, Clock, ScanLine, TriangleAlert, UsersRound } from 'lucide-react';
import type { Pass } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { Button } from '@web/components/ui/link-button';
import { Spinner } from '@web/components/ui/spinner';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
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
  const t = useT();
  const over = overAllowance(guests, allowance);
  return (
    <div>
      <p className="font-display text-2xl leading-tight text-emerald-deep sm:text-3xl">{name}</p>
      <p
        data-testid="party-size"
        className={`mt-1 inline-flex items-center gap-1.5 text-lg font-semibold ${over ? 'text-amber-900' : 'text-ink'}`}
      >
        <UsersRound className="h-5 w-5 text-gold" aria-hidden="true" />
        {partySize(t, guests, allowance)}
      </p>
      {over && (
        <p className="mt-1 text-sm text-amber-950">
          {t('door.scanned.overAllowance', { allowance })}
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
  const t = useT();
  const { locale } = useLocale();
  const footer = (
    <div className="mt-4 flex gap-2">
      <Button tone="secondary" className="flex-1" onClick={onScanAgain}>
        <ScanLine className="h-5 w-5" aria-hidden="true" />
        {t('door.scanned.again')}
      </Button>
      <Button tone="quiet" onClick={onDismiss}>
        {t('door.scanned.close')}
      </Button>
    </div>
  );

  let body;
  let tone = 'border-emerald-deep/15 bg-paper';
  switch (state.step) {
    case 'looking':
      body = (
        <p className="flex items-center gap-3 text-muted">
          <Spinner className="h-6 w-6" /> {t('door.scanned.checking')}
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
            <p className="font-semibold text-ink">{t('door.scanned.pass')}</p>
          )}
          {already && pass ? (
            <p className="mt-3 flex gap-2 font-semibold text-amber-950">
              <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              {t(CHECK_IN_MESSAGE_IDS.already, {
                name: pass.name,
                at: malaysiaDateTimeWords(pass.checkedInAt ?? '', locale),
              })}
            </p>
          ) : (
            <Button
              className={`mt-4 ${BIG_BUTTON}`}
              onClick={onCheckIn}
              disabled={state.step === 'checking-in'}
            >
              <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
              {t(state.step === 'checking-in' ? 'door.checkingIn' : CHECK_IN_MESSAGE_IDS.checkIn)}
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
          <p className="font-semibold text-ink">{t('door.scanned.pass')}</p>
          <p className="mt-1 text-sm text-amber-950">{t('door.scanned.unread')}</p>
          <Button className={`mt-4 ${BIG_BUTTON}`} onClick={onCheckIn}>
            <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
            {t(CHECK_IN_MESSAGE_IDS.checkIn)}
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
            <p className="font-semibold text-ink">{t('door.scanned.pass')}</p>
          )}
          <p className="mt-3 flex gap-2 font-semibold text-amber-950">
            <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {t('door.scanned.queued')}
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
      aria-label={t('door.scanned.label')}
      data-testid="scanned-pass"
      className={`rounded-3xl border p-5 shadow-sm ${tone}`}
    >
      <div aria-live="polite">{body}</div>
      {state.step !== 'looking' && state.step !== 'checking-in' && footer}
    </section>
  );
}
