import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

export type ButtonTone = 'primary' | 'secondary' | 'quiet';

const TONES: Record<ButtonTone, string> = {
  primary:
    'bg-emerald-deep text-white shadow-md shadow-emerald-deep/20 hover:bg-emerald-ink active:translate-y-px',
  secondary:
    'border border-emerald-deep/30 bg-paper text-emerald-deep hover:border-emerald-deep hover:bg-white',
  quiet: 'text-emerald-deep underline-offset-4 hover:underline',
};

export type ButtonSize = 'md' | 'sm';

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-12 px-6 text-[0.95rem]',
  sm: 'min-h-10 px-2 text-[0.8rem] sm:text-sm',
};

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full text-center leading-tight font-semibold whitespace-nowrap transition';

export function buttonClass(
  tone: ButtonTone = 'primary',
  extra = '',
  size: ButtonSize = 'md',
): string {
  return `${BASE} ${SIZES[size]} ${TONES[tone]} ${extra}`;
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
