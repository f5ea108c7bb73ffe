import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur'
> {
  label: string;
  registration: UseFormRegisterReturn;
  /** Translated message; marks the field invalid and is read out with it. */
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A labelled input whose hint and error are tied to it (aria-describedby), with
 * aria-invalid set while its error shows, so screen readers announce both.
 */
export function TextField({ label, registration, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="harmo-field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="harmo-field__hint">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className="harmo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className="harmo-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
