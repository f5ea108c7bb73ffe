import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CardFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Shown beside the input (the detected brand). */
  aside?: ReactNode;
}

/** One labelled input of the card form, its hint and its message tied to it for screen readers. */
export function CardField({ label, hint, error, aside, ...input }: CardFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="payment-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="payment-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="payment-field__row">
        <input
          id={id}
          className="harmo-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {aside}
      </div>
      {error ? (
        <p id={`${id}-error`} className="harmo-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
