import type { InputHTMLAttributes, ReactNode } from 'react';

/** The look of a text field, select or text area in a form on a white panel. */
export const inputClass =
  'mt-1 block w-full rounded-xl border border-neutral-300 bg-white px-3 py-2.5 text-base text-neutral-900 outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 aria-invalid:border-red-600 [&[readonly]]:border-neutral-200 [&[readonly]]:bg-neutral-100 [&[readonly]]:text-neutral-600';

/** The attributes tying a control to its label and, when there is one, its error. */
export function fieldControl(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** A labelled form control with its error under it (the control takes `fieldControl(id, error)`). */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  /** A quiet note after the label, e.g. "pilihan" for optional fields. */
  hint?: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-800">
        {label}
        {hint && <span className="font-normal text-neutral-500"> ({hint})</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A Malaysian phone number as people type it (012-345 6789): the phone keypad, at most 20
 * characters. Autofill offers the visitor's own number; a field for someone else's turns it off.
 */
export function PhoneInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      placeholder="012-345 6789"
      className={inputClass}
      {...props}
    />
  );
}
