import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CardFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Shown beside the input (the detected brand). */
  aside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled input of the card form, its hint and its message tied to it for screen readers. */
export function CardField({ label, hint, error, aside, inputRef, ...input }: CardFieldProps) {
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
          ref={inputRef}
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

export interface CardElementBoxProps {
  label: string;
  hint?: string;
  error?: string;
  aside?: ReactNode;
  /** Where the gateway's frame is mounted: React renders nothing inside it. */
  mountRef: Ref<HTMLDivElement>;
  focused: boolean;
  loading: boolean;
  /** Clicking the label or the box around the frame focuses the field in it. */
  onFocusRequest: () => void;
}

/**
 * One of the gateway's card fields, laid out as the form's own: the label, hint and message are
 * this page's, the input is the gateway's frame. Assistive technology hears the label from the
 * frame's title and its input's own label, and the hint and message from its description.
 */
export function CardElementBox({
  label,
  hint,
  error,
  aside,
  mountRef,
  focused,
  loading,
  onFocusRequest,
}: CardElementBoxProps) {
  const id = useId();
  const box = [
    'card-element',
    focused ? 'card-element--focus' : '',
    loading ? 'card-element--loading' : '',
    error ? 'card-element--invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="payment-field">
      <label id={`${id}-label`} onClick={onFocusRequest}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="payment-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="payment-field__row">
        <div ref={mountRef} className={box} onClick={onFocusRequest} />
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
