export const LOADING_LABEL = 'Wird geladen …';

export interface SpinnerProps {
  /** Read by screen readers (default 'Wird geladen …'). */
  label?: string;
  /** Small and in line with text, e.g. inside a button. */
  inline?: boolean;
}

export function Spinner({ label = LOADING_LABEL, inline }: SpinnerProps) {
  return (
    <span role="status" className={`np-spinner${inline ? ' np-spinner--inline' : ''}`}>
      <span className="np-spinner__circle" aria-hidden="true" />
      <span className="np-visually-hidden">{label}</span>
    </span>
  );
}
