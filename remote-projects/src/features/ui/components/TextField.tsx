import { useId } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

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

type InputProps = FieldFrame & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id'
  >;
type TextAreaProps = FieldFrame & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id'
  >;

/** A labelled input (or text area) whose hint and error are tied to it (aria-describedby). */
export function TextField(props: InputProps | TextAreaProps) {
  const id = useId();
  const { label, hint, error } = props;
  const shared = {
    id,
    className: 'harmo-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
  let control;
  if (props.multiline) {
    const { label: _l, hint: _h, error: _e, multiline: _m, ...rest } = props;
    control = <textarea {...shared} {...rest} />;
  } else {
    const { label: _l, hint: _h, error: _e, multiline: _m, ...rest } = props;
    control = <input {...shared} {...rest} />;
  }
  return (
    <div className="projects-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="projects-field__hint">
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={`${id}-error`} className="harmo-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
