import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

export type ButtonTone = 'primary' | 'secondary' | 'quiet';

const TONES: Record<ButtonTone, string> = {
  primary:
    'bg-emerald-deep text-white shadow-md shadow-emerald-deep/20 hover:bg-emerald-ink active:translate-y-px',
  secondary:
    'border border-emerald-deep/30 bg-paper text-emerald-deep hover:border-emerald-deep hover:bg-white',
  quiet: 'text-emerald-deep underline-offset-4 hover:underline',
};

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-[0.95rem] font-semibold transition';

export function buttonClass(tone: ButtonTone = 'primary', extra = ''): string {
  return `${BASE} ${TONES[tone]} ${extra}`;
}

export function LinkButton({
  tone = 'primary',
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { tone?: ButtonTone }) {
  return <a className={buttonClass(tone, className)} {...props} />;
}

export function Button({
  tone = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone }) {
  return <button type={type} className={buttonClass(tone, className)} {...props} />;
}
