import { useId, type ReactNode } from 'react';
import type { FieldMetaProps } from 'formik';

/** portal-core §5: an error shows only when the field was touched and is not disabled. */
export function visibleError(meta: Pick<FieldMetaProps<unknown>, 'touched' | 'error'>, disabled?: boolean): string | undefined {
  if (disabled || !meta.touched) return undefined;
  return typeof meta.error === 'string' && meta.error ? meta.error : undefined;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(name: string): FieldIds {
  const base = `${useId()}${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The aria attributes that tie an input to its hint and error. */
export function describedBy(ids: FieldIds, hint: ReactNode | undefined, error: string | undefined) {
  const refs = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return {
    'aria-describedby': refs.length ? refs.join(' ') : undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Checkboxes put their label after the input. */
  labelAfter?: boolean;
  children: ReactNode;
}

/**
 * Label, input, hint and error of one field. The required '*' comes from CSS (np-field__label--required) so it is
 * not part of the accessible name; aria-required on the input says it to assistive technology.
 */
export function FieldFrame({ ids, label, required, hint, error, className, labelAfter, children }: FieldFrameProps) {
  const labelElement = (
    <label id={`${ids.id}-label`} htmlFor={ids.id} className={`np-field__label${required ? ' np-field__label--required' : ''}`}>
      {label}
    </label>
  );
  return (
    <div className={`np-field${error ? ' np-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      {labelAfter ? null : labelElement}
      {labelAfter ? (
        <div className="np-field__row">
          {children}
          {labelElement}
        </div>
      ) : (
        children
      )}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error message under a field or a group, with the ids the inputs refer to. */
function FieldNotes({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="np-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="np-field__error">
          <span className="np-visually-hidden">Fehler: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FieldsetFrameProps {
  ids: FieldIds;
  legend: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className: string;
  /** A radio group says it is one (role radiogroup, which allows aria-required). */
  role?: 'radiogroup';
  disabled?: boolean;
  children: ReactNode;
}

/** A group of inputs for one value: a fieldset named by its legend, with one hint and one error for the group. */
export function FieldsetFrame({ ids, legend, required, hint, error, className, role, disabled, children }: FieldsetFrameProps) {
  return (
    <fieldset
      role={role}
      className={`${className}${error ? ' np-field--invalid' : ''}`}
      aria-describedby={describedBy(ids, hint, error)['aria-describedby']}
      aria-required={role && required ? true : undefined}
      disabled={disabled}
    >
      <legend className={`np-field__label np-fieldset__legend${required ? ' np-field__label--required' : ''}`}>{legend}</legend>
      {children}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
