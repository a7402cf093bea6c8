import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isPartyToken, personalLinkPath } from '@shared/guests/personal-link';
import { CHECK_IN_MESSAGES, PASS_PATH, PASS_TOKEN_PATTERN } from '@shared/schemas/check-in';
import { buttonClass } from '@web/components/ui/link-button';
import { ApiRequestError } from '@web/lib/api-client';
import { usePass } from './api/lookup-pass';
import { PassProblem } from './components/pass-problem';
import { PassShell } from './components/pass-shell';
import { PassStaleNote } from './components/pass-stale-note';
import { PassTicket } from './components/pass-ticket';
import { forgetPass, rememberedPass } from './utils/pass-cache';

/**
 * `/pas#<token>`: the guest's pass, opened from the card's RSVP
 * panel, its "Pas saya" button, a saved link or by scanning the QR code. The token stays in the
 * fragment (never in a URL a server sees); the page shows the QR code of its own address for the
 * usher to scan, and what it last knew when the network fails.
 */
export function PassPage() {
  const token = useLocation().hash.slice(1);
  // An RSVP's pass, or a listed party's personal-link token (one token to the door).
  const party = isPartyToken(token);
  const valid = party || PASS_TOKEN_PATTERN.test(token);
  const query = usePass(token, valid);

  // A pass the server no longer knows (its RSVP was deleted) is not shown from memory either.
  const gone = query.error instanceof ApiRequestError && query.error.status === 404;
  useEffect(() => {
    if (gone) forgetPass(token);
  }, [gone, token]);

  if (!valid) {
    return (
      <PassShell>
        <PassProblem title="Pautan pas tidak sah">
          Pautan ini tidak lengkap. Buka semula pas anda dari kad jemputan (butang Pas saya) atau
          dari pautan yang anda simpan.
        </PassProblem>
      </PassShell>
    );
  }
  if (gone) {
    return (
      <PassShell>
        <PassProblem title={CHECK_IN_MESSAGES.passNotFound}>
          {party
            ? 'Mungkin pengantin telah memperbaharui pautan jemputan anda. Sila buka pautan terbaru yang mereka kirimkan, atau hubungi pengantin.'
            : 'Mungkin RSVP anda telah dipadam. Sila hantar RSVP sekali lagi melalui kad jemputan, atau hubungi pengantin.'}
        </PassProblem>
      </PassShell>
    );
  }

  // The server's answer; until it comes (or when it cannot), the one this phone kept.
  const remembered = query.data ? null : rememberedPass(token);
  const pass = query.data ?? remembered?.pass ?? null;
  const savedAt = query.data
    ? new Date(query.dataUpdatedAt).toISOString()
    : (remembered?.savedAt ?? null);
  // Shown from the first failed try on (the query tries again by itself meanwhile).
  const failure = query.error ?? query.failureReason;
  // What the usher scans: this page's own address, with nothing but the token in it.
  const url = `${window.location.origin}${PASS_PATH}#${token}`;

  return (
    <PassShell>
      <PassTicket
        url={url}
        pass={pass}
        note={
          failure && (
            <PassStaleNote
              offline={failure instanceof ApiRequestError && failure.status === 0}
              savedAt={savedAt}
              onRetry={() => void query.refetch()}
            />
          )
        }
      />
      <p className="mt-4 text-center text-sm text-ink">
        Tunjukkan pas ini kepada penyambut tetamu di pintu masuk.
      </p>
      {pass && (
        <p className="mt-2 text-center">
          <a
            href={
              // A listed party's pass is its personal link's token: back to the card that greets it.
              party
                ? personalLinkPath(encodeURIComponent(pass.cardId), token)
                : `/kad/${encodeURIComponent(pass.cardId)}`
            }
            className={buttonClass('quiet')}
          >
            Lihat kad jemputan
          </a>
        </p>
      )}
    </PassShell>
  );
}
