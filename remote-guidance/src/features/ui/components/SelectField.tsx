import { Field } from './Field';

/** A labelled select of values with their labels, with an optional empty first choice. */
export function SelectField({
  label,
  hint,
  error,
  value,
  options,
  placeholder,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The label of an empty first choice ("choose"), when nothing needs to be chosen yet. */
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className="harmo-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
