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

/**
 * The layout every field of the card form shares: its label, its hint, the control with what
 * stands beside it (the detected brand), and its message. The hint and the message carry ids made from
 * `id`, by which the control is described.
 */
function FieldLayout({
  id,
  label,
  hint,
  error,
  aside,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="payment-field">
      {label}
      {hint ? (
        <p id={`${id}-hint`} className="payment-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="payment-field__row">
        {children}
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

/** One labelled input of the card form, its hint and its message tied to it for screen readers. */
export function CardField({ label, hint, error, aside, inputRef, ...input }: CardFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldLayout
      id={id}
      label={<label htmlFor={id}>{label}</label>}
      hint={hint}
      error={error}
      aside={aside}
    >
      <input
        ref={inputRef}
        id={id}
        className="harmo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
    </FieldLayout>
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
    <FieldLayout
      id={id}
      label={
        <label id={`${id}-label`} onClick={onFocusRequest}>
          {label}
        </label>
      }
      hint={hint}
      error={error}
      aside={aside}
    >
      <div ref={mountRef} className={box} onClick={onFocusRequest} />
    </FieldLayout>
  );
}
