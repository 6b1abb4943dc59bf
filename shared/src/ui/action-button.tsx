import { useState, type ReactNode } from 'react';

export type ActionState = 'idle' | 'busy' | 'success' | 'error';

export interface ActionButtonProps {
  /** Accessible name and visible text of the button. */
  label: string;
  /** Optional icon in front of the label (decorative). */
  icon?: ReactNode;
  successTitle: string;
  errorTitle: string;
  /** Resolves on success, rejects (or returns false) on failure. */
  action: () => Promise<unknown> | unknown;
  /** Copy can be repeated; mail stays in its outcome (portal-core §4). */
  repeatable: boolean;
  /**
   * The outcome of an earlier run to start in, e.g. a mail sent before the widget was closed and opened again (a
   * once-only button stays done).
   */
  initialState?: 'success' | 'error';
  className?: string;
}

/** A small button that runs one action and then shows its outcome: idle → success or error. */
export function ActionButton({ label, icon, successTitle, errorTitle, action, repeatable, initialState, className }: ActionButtonProps) {
  const [state, setState] = useState<ActionState>(initialState ?? 'idle');
  const done = state === 'success' || state === 'error';
  const locked = state === 'busy' || (done && !repeatable);

  const run = async () => {
    if (locked) return;
    setState('busy');
    try {
      const result = await action();
      setState(result === false ? 'error' : 'success');
    } catch {
      setState('error');
    }
  };

  const title = state === 'success' ? successTitle : state === 'error' ? errorTitle : undefined;
  return (
    <span className={`np-action np-action--${state}${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="np-button np-button--secondary np-action__button"
        onClick={() => void run()}
        disabled={done && !repeatable}
        aria-busy={state === 'busy' || undefined}
        title={title}
      >
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </button>
      <span role="status" className="np-action__outcome">
        {title ? (
          <>
            <span aria-hidden="true" className="np-action__icon">
              {state === 'success' ? '✓' : '✕'}
            </span>{' '}
            {title}
          </>
        ) : null}
      </span>
    </span>
  );
}
