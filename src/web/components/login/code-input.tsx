/**
 * The 6-digit login code: one field, a numeric keyboard on phones and the one-time-code autofill,
 * so a phone can fill in the code from the e-mail.
 */
export function CodeInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <input
      id="login-code"
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="mt-1 block w-full rounded-xl border border-emerald-deep/25 bg-white px-4 py-3 text-center font-mono text-3xl tracking-[0.5em] text-ink outline-none focus:border-emerald-deep focus:ring-2 focus:ring-emerald-deep/15 aria-invalid:border-red-600"
    />
  );
}
