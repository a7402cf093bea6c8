import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SessionUser } from '@shared/schemas/auth';
import { LOGIN_CODE_DIGITS } from '@shared/schemas/auth';
import { requestLoginCode } from '../../api/request-login-code';
import { useVerifyLoginCode } from '../../api/verify-login-code';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { HoneypotField } from '../ui/honeypot-field';
import { Button } from '../ui/link-button';
import { CodeInput } from './code-input';
import { useSecondsUntil } from './use-seconds-until';

type Step = { name: 'email' } | { name: 'code'; email: string; notice: string };

const EMAIL_INPUT =
  'mt-1 block w-full rounded-xl border border-emerald-deep/25 bg-white px-4 py-3 text-base text-ink outline-none focus:border-emerald-deep focus:ring-2 focus:ring-emerald-deep/15 aria-invalid:border-red-600';

function ErrorText({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The e-mail, then the 6-digit code sent to
 * it (resend after 30 s, 'Nak ubah email? Klik sini' to go back). What the server says (the code
 * sent, a wrong code, a wait) comes in the visitor's language, and is shown as it comes. The server says the same for
 * every e-mail, registered or not; the code is checked there and works only in
 * this browser (an HttpOnly cookie the server sets). The same mail's sign-in link (`/masuk`) works
 * anywhere, and is the way in when the server refuses codes after too many wrong guesses.
 */
export function LoginFlow({ onLoggedIn }: { onLoggedIn: (user: SessionUser) => void }) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendIn = useSecondsUntil(resendAt);
  const verify = useVerifyLoginCode();
  const t = useT();

  const sendCode = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      const reply = await requestLoginCode(address, honeypot);
      setResendAt(Date.now() + reply.resendAfter * 1000);
      setCode('');
      setStep({ name: 'code', email: address, notice: reply.message });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address) return setError(t('login.error.emailRequired'));
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      return setError(t('login.error.emailInvalid'));
    }
    void sendCode(address);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    if (code.length !== LOGIN_CODE_DIGITS) return setError(t('login.error.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await verify(step.email, code));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  if (step.name === 'email') {
    return (
      <form onSubmit={submitEmail} noValidate className="space-y-4">
        <div>
          <label htmlFor="login-email" className="text-sm font-semibold text-ink">
            {t('login.email.label')}
          </label>
          <input
            id="login-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value.toLowerCase())}
            placeholder={t('login.email.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'login-error' : undefined}
            className={EMAIL_INPUT}
          />
          <ErrorText id="login-error" message={error} />
        </div>
        <HoneypotField id="login-website" value={honeypot} onChange={setHoneypot} />
        <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
          {t('login.email.submit')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void submitCode(event)} noValidate className="space-y-4">
      <p role="status" className="rounded-xl bg-emerald-deep/5 px-4 py-3 text-sm text-ink">
        {step.notice} <span className="font-semibold break-all">{step.email}</span>
      </p>
      <div>
        <label htmlFor="login-code" className="text-sm font-semibold text-ink">
          {t('login.code.label')}
        </label>
        <CodeInput
          value={code}
          onChange={setCode}
          invalid={error !== null}
          describedBy={error ? 'login-error' : undefined}
        />
        <ErrorText id="login-error" message={error} />
        <p className="mt-2 text-xs text-muted">{t('login.code.linkHint')}</p>
      </div>
      <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
        {t('login.code.submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={() => void sendCode(step.email)}
          disabled={busy || resendIn > 0}
          className="font-semibold text-emerald-deep underline-offset-4 hover:underline disabled:text-muted disabled:no-underline"
        >
          {resendIn > 0 ? t('login.code.resendIn', { seconds: resendIn }) : t('login.code.resend')}
        </button>
        <button
          type="button"
          onClick={() => {
            setError(null);
            setStep({ name: 'email' });
          }}
          className="text-muted underline-offset-4 hover:underline"
        >
          {t('login.code.changeEmail')}
        </button>
      </div>
    </form>
  );
}
