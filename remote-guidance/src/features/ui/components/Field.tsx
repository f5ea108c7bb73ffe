import { useId, type ReactNode } from 'react';

/**
 * A labelled control with its hint and error tied to it (aria-describedby): `children` gets the
 * ids to put on the control.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="guidance-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="guidance-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="harmo-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
