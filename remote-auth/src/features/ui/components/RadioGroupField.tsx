import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled group of radio buttons with its error tied to the group and to each option. */
export function RadioGroupField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="harmo-choices"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="harmo-choices__row">
        {options.map((option) => (
          <label key={option.value} className="harmo-choice">
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="harmo-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
