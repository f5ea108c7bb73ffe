import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  hint?: string | undefined;
  /** Translated message; marks the control invalid and is read out with it. */
  error?: string | undefined;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="harmo-oauth-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="harmo-oauth-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled text input whose hint and error are tied to it (aria-describedby). */
export function TextField({
  label,
  hint,
  error,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className="harmo-oauth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="harmo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line input (one value per line), with hint and error tied to it. */
export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className="harmo-oauth-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="harmo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A group of checkboxes or radio buttons with a legend, a hint and one error. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="harmo-oauth-fieldset"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}

/** One checkbox or radio button with its label and an optional explanation. */
export function Choice({
  label,
  detail,
  ...input
}: { label: ReactNode; detail?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="harmo-oauth-choice">
      <input {...input} />
      <span className="harmo-oauth-choice__text">
        <span>{label}</span>
        {detail && <span className="harmo-oauth-choice__detail">{detail}</span>}
      </span>
    </label>
  );
}
