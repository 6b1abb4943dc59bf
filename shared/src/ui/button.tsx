import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: the button stays focusable but ignores clicks and shows a spinner. */
  busy?: boolean;
  /** React 19 passes it as a prop: a page can keep the focus on, or move it to, this button. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled instead of disabled keeps the focus on the button while it works (and blocks a second submit).
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={`np-button np-button--${variant}${busy ? ' np-button--busy' : ''}${className ? ` ${className}` : ''}`}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {children}
      {busy ? <Spinner inline /> : null}
    </button>
  );
}
