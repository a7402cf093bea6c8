import { Suspense, lazy, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScanLine, UserPlus } from 'lucide-react';
import type { DoorGuest, WalkInBody } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { Button } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import type { DoorAccess } from '../api/door-access';
import { isNetworkError } from '../api/door-access';
import { useDoorSummary } from '../api/get-door-summary';
import { lookUpPass } from '../api/look-up-pass';
import { useUndoCheckIn } from '../api/undo-check-in';
import { useDoorLive } from '../hooks/use-door-live';
import type { QueueReport } from '../hooks/use-door-queue';
import { useDoorQueue } from '../hooks/use-door-queue';
import { useOnline } from '../hooks/use-online';
import { checkInKey } from '../utils/check-in-queue';
import { passTokenFromQr } from '../utils/pass-token';
import { DoorGuestList } from './door-guest-list';
import { DoorHeader } from './door-header';
import { DoorRefused } from './door-refused';
import { MajlisPicker } from './majlis-picker';
import { NetworkBanner } from './network-banner';
import type { ScanState } from './scanned-pass';
import { ScannedPass } from './scanned-pass';
import { WalkInDialog } from './walk-in-dialog';

// The camera and its decoder load only when the usher first taps Imbas Pas.
const PassScanner = lazy(async () => ({
  default: (await import('./pass-scanner')).PassScanner,
}));

interface Notice {
  tone: 'done' | 'waiting' | 'error';
  text: string;
}

const NOTICE_TONE: Record<Notice['tone'], string> = {
  done: 'bg-emerald-50 text-emerald-950',
  waiting: 'border border-amber-300 bg-amber-50 text-amber-950',
  error: 'border border-red-200 bg-red-50 text-red-900',
};

const now = () => new Date().toISOString();

/**
 * The usher screen, at one majlis's door: the couple, the majlis (chosen in the picker and kept
 * in the address, `?majlis=`, when the caller may choose) with its counts and sessions, Imbas Pas
 * (scan → the party → Daftar Masuk), search by name, walk-ins, live between phones, and the
 * offline queue. Every check-in, undo and walk-in is for the majlis shown. Ushers see names and
 * party sizes only.
 */
export function DoorScreen({ access }: { access: DoorAccess }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('majlis');
  const summary = useDoorSummary(access, requested);
  const majlisId = summary.data?.majlis.id ?? '';
  const refused =
    summary.error instanceof ApiRequestError &&
    (summary.error.status === 401 || summary.error.status === 403);
  const stream = useDoorLive(access, summary.isSuccess && !refused);
  const online = useOnline();
  const [notice, setNotice] = useState<Notice | null>(null);
  const onReport = useCallback(
    ({ sent, refused: failures }: QueueReport) => {
      if (failures.length > 0) setNotice({ tone: 'error', text: failures.join(' ') });
      else setNotice({ tone: 'done', text: t('door.notice.queueSent', { count: sent }) });
    },
    [t],
  );
  const { queue, perform } = useDoorQueue(access, onReport);
  const undo = useUndoCheckIn(access, majlisId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [scan, setScan] = useState<ScanState | null>(null);
  const [walkIn, setWalkIn] = useState<{ sending: boolean; error: string | null } | null>(null);

  const checkInGuest = useCallback(
    async (guest: DoorGuest) => {
      setBusyId(guest.id);
      try {
        const body = { rsvpId: guest.id, majlis: majlisId };
        const result = await perform({
          kind: 'check-in',
          key: checkInKey(body),
          body,
          name: guest.name,
          // A listed party that never replied comes with its allowance (what the server records).
          guests: guest.awaitingReply ? (guest.allowance ?? guest.guests) : guest.guests,
          rsvpId: guest.id,
          queuedAt: now(),
        });
        setNotice(
          'sent' in result
            ? { tone: result.sent.already ? 'waiting' : 'done', text: result.sent.message }
            : { tone: 'waiting', text: t('door.notice.waiting', { name: guest.name }) },
        );
      } catch (error) {
        setNotice({ tone: 'error', text: errorMessage(error) });
      } finally {
        setBusyId(null);
      }
    },
    [perform, majlisId, t],
  );

  const { mutate: undoMutate } = undo;
  const undoGuest = useCallback(
    (guest: DoorGuest) => {
      setBusyId(guest.id);
      undoMutate(guest, {
        onSuccess: () =>
          setNotice({ tone: 'done', text: t('door.notice.undone', { name: guest.name }) }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
        onSettled: () => setBusyId(null),
      });
    },
    [undoMutate, t],
  );

  const onDecoded = (text: string) => {
    setScannerOpen(false);
    const token = passTokenFromQr(text);
    if (!token) {
      setScan({ step: 'refused', message: t(CHECK_IN_MESSAGE_IDS.passMalformed) });
      return;
    }
    setScan({ step: 'looking' });
    lookUpPass(token).then(
      (pass) =>
        setScan(
          pass.cardId === access.cardId
            ? { step: 'found', token, pass }
            : { step: 'refused', message: t(CHECK_IN_MESSAGE_IDS.passUnknown) },
        ),
      (error: unknown) =>
        setScan(
          isNetworkError(error)
            ? { step: 'unread', token }
            : error instanceof ApiRequestError && error.status === 404
              ? { step: 'refused', message: t(CHECK_IN_MESSAGE_IDS.passUnknown) }
              : { step: 'refused', message: errorMessage(error) },
        ),
    );
  };

  const checkInScanned = async () => {
    if (!scan || (scan.step !== 'found' && scan.step !== 'unread')) return;
    const pass = scan.step === 'found' ? scan.pass : null;
    setScan({ step: 'checking-in', token: scan.token, pass });
    const body = { pass: scan.token, majlis: majlisId };
    try {
      const result = await perform({
        kind: 'check-in',
        key: checkInKey(body),
        body,
        name: pass?.name ?? null,
        guests: pass?.guests ?? null,
        rsvpId: null,
        queuedAt: now(),
      });
      setScan(
        'sent' in result
          ? {
              step: 'done',
              name: result.sent.guest.name,
              guests: result.sent.guest.guests,
              allowance: result.sent.guest.allowance,
              message: result.sent.message,
              already: result.sent.already,
            }
          : {
              step: 'queued',
              name: pass?.name ?? null,
              guests: pass?.guests ?? null,
              allowance: pass?.allowance ?? null,
            },
      );
    } catch (error) {
      setScan({ step: 'refused', message: errorMessage(error) });
    }
  };

  const addWalkIn = async (body: WalkInBody) => {
    setWalkIn({ sending: true, error: null });
    try {
      const result = await perform({
        kind: 'walk-in',
        key: `walk-in:${body.clientRef}`,
        body: { ...body, majlis: majlisId },
        queuedAt: now(),
      });
      setWalkIn(null);
      setNotice(
        'sent' in result
          ? { tone: 'done', text: result.sent.message }
          : { tone: 'waiting', text: t('door.notice.waiting', { name: body.name }) },
      );
    } catch (error) {
      setWalkIn({ sending: false, error: errorMessage(error) });
    }
  };

  /** The door of another majlis: what was on screen for the last one goes. */
  const chooseMajlis = (id: string) => {
    setScan(null);
    setNotice(null);
    setSearchParams({ majlis: id }, { replace: true });
  };

  if (refused) return <DoorRefused message={errorMessage(summary.error)} />;
  if (summary.isPending) return <FullScreenSpinner />;
  if (!summary.data) {
    // A majlis since removed from the card (an old address): the door opens on the next one.
    const unknownMajlis =
      requested !== null &&
      summary.error instanceof ApiRequestError &&
      (summary.error.status === 404 || summary.error.status === 400);
    return (
      <DoorRefused
        message={errorMessage(summary.error)}
        onRetry={() => (unknownMajlis ? setSearchParams({}) : void summary.refetch())}
      />
    );
  }

  const openScanner = () => {
    setScan(null);
    setScannerOpen(true);
  };
  const dialogOpen = scannerOpen || walkIn !== null;

  return (
    <>
      <PageMeta
        title={siteTitle(
          t('door.pageTitle', { couple: summary.data.couple, majlis: summary.data.majlis.title }),
        )}
        noindex
      />
      <div
        inert={dialogOpen}
        className="mx-auto max-w-5xl pb-16 sm:px-4 sm:pt-4 lg:grid lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start lg:gap-6"
      >
        <div className="space-y-4 lg:sticky lg:top-4">
          <DoorHeader
            summary={summary.data}
            stream={stream}
            online={online}
            picker={
              <MajlisPicker
                choices={summary.data.choices}
                chosen={requested ?? majlisId}
                onChoose={chooseMajlis}
              />
            }
          />
          <div className="space-y-4 px-4 sm:px-0">
            <NetworkBanner online={online} waiting={queue.length} />
            <div className="grid gap-2">
              <Button className="min-h-14 text-lg" onClick={openScanner}>
                <ScanLine className="h-6 w-6" aria-hidden="true" />
                {t('door.scan')}
              </Button>
              <Button tone="secondary" onClick={() => setWalkIn({ sending: false, error: null })}>
                <UserPlus className="h-5 w-5" aria-hidden="true" />
                {t(CHECK_IN_MESSAGE_IDS.walkInNote)}
              </Button>
            </div>
            {scan && (
              <ScannedPass
                state={scan}
                onCheckIn={() => void checkInScanned()}
                onScanAgain={openScanner}
                onDismiss={() => setScan(null)}
              />
            )}
            <div role="status" aria-live="polite">
              {notice && (
                <p
                  data-testid="door-notice"
                  className={`rounded-2xl px-4 py-2.5 text-sm ${NOTICE_TONE[notice.tone]}`}
                >
                  {notice.text}
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="mt-6 px-4 sm:px-0 lg:mt-0">
          <DoorGuestList
            access={access}
            majlisId={majlisId}
            sessions={summary.data.majlis.sessions}
            queue={queue}
            busyId={busyId}
            onCheckIn={(guest) => void checkInGuest(guest)}
            onUndo={undoGuest}
          />
        </div>
      </div>
      {scannerOpen && (
        <Suspense fallback={<FullScreenSpinner label={t('door.scanner.opening')} />}>
          <PassScanner onDecoded={onDecoded} onClose={() => setScannerOpen(false)} />
        </Suspense>
      )}
      {walkIn && (
        <WalkInDialog
          sending={walkIn.sending}
          error={walkIn.error}
          onSubmit={(body) => void addWalkIn(body)}
          onClose={() => setWalkIn(null)}
        />
      )}
    </>
  );
}
