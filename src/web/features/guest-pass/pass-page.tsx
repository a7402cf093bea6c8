import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isPartyToken, personalLinkPath } from '@shared/guests/personal-link';
import { CHECK_IN_MESSAGE_IDS, PASS_PATH, PASS_TOKEN_PATTERN } from '@shared/schemas/check-in';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
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
  const t = useT();
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
        <PassProblem title={t('guestPass.invalid.title')}>
          {t('guestPass.invalid.text')}
        </PassProblem>
      </PassShell>
    );
  }
  if (gone) {
    return (
      <PassShell>
        <PassProblem title={t(CHECK_IN_MESSAGE_IDS.passNotFound)}>
          {t(party ? 'guestPass.gone.party' : 'guestPass.gone.rsvp')}
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
      <p className="mt-4 text-center text-sm text-ink">{t('guestPass.showUsher')}</p>
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
            {t('guestPass.viewCard')}
          </a>
        </p>
      )}
    </PassShell>
  );
}
