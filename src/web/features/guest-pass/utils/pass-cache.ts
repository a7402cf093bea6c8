import type { Pass } from '@shared/schemas/check-in';
import { passSchema } from '@shared/schemas/check-in';

// The pass as last read from the server, kept on the phone per token: at the door the hall's
// Wi-Fi may fail, and the page then shows what it knew (the QR code is drawn locally anyway).

const storageKey = (token: string) => `jemput_pass_data_${token}`;

export interface RememberedPass {
  pass: Pass;
  /** When the server said so (ISO). */
  savedAt: string;
}

export function rememberPass(token: string, pass: Pass): void {
  try {
    const entry: RememberedPass = { pass, savedAt: new Date().toISOString() };
    window.localStorage.setItem(storageKey(token), JSON.stringify(entry));
  } catch {
    // Storage full or switched off: the page works, only not offline.
  }
}

export function rememberedPass(token: string): RememberedPass | null {
  try {
    const raw = window.localStorage.getItem(storageKey(token));
    if (raw === null) return null;
    const value = JSON.parse(raw) as { pass?: unknown; savedAt?: unknown };
    // A pass kept before the guest list has no allowance: it had none. One kept before several
    // majlis lists none: the page shows its one wedding date, as it did.
    const pass = passSchema.safeParse(
      typeof value.pass === 'object' && value.pass !== null
        ? { allowance: null, majlis: [], ...value.pass }
        : value.pass,
    );
    if (!pass.success || typeof value.savedAt !== 'string') return null;
    return { pass: pass.data, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** The server no longer knows this pass (its RSVP was deleted): forget it here too. */
export function forgetPass(token: string): void {
  try {
    window.localStorage.removeItem(storageKey(token));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
