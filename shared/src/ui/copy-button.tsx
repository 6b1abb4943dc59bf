import type { ReactNode } from 'react';
import { ActionButton } from './action-button';

export interface CopyButtonProps {
  /** The text to copy, or a function that builds it at click time. */
  text: string | (() => string);
  label: string;
  successTitle: string;
  errorTitle: string;
  icon?: ReactNode;
  className?: string;
}

/** Copies to the clipboard; can be repeated. */
export function CopyButton({ text, ...rest }: CopyButtonProps) {
  const copy = async () => {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
  };
  return <ActionButton {...rest} action={copy} repeatable />;
}
