import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@web/hooks/use-hydrated';

/**
 * A button whose action is script: disabled in the server's HTML and while the page hydrates, so
 * an early tap is not lost in silence. It asks for the hydrated state itself (not the page): the
 * switch after hydration then redraws this button alone, not the whole page around it, which was
 * a long task on a slow phone.
 */
export function ScriptButton({
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={disabled || !hydrated} {...props} />;
}
