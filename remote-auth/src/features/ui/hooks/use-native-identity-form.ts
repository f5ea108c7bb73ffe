import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageKey, useValidationText } from './use-messages';

type TextValues = Record<string, string>;

/**
 * `useIdentityForm` for a form of text fields whose schema loads on demand, without
 * react-hook-form: the fields are the browser's own (uncontrolled), read when the form is sent.
 * The sign-in form is the first screen of most visits and has two fields; the form library (about
 * 11 KiB gzip) is left to the screens after it. It behaves as `useIdentityForm` does: the schema
 * is fetched on `prepare` (the form's first focus or touch) and awaited at submission; refused
 * fields get their message and the first of them the focus; once the form has been sent, a field
 * is checked again as it changes; a failure of the call is shown above the form. A schema that
 * cannot be fetched sends nothing, says the network failed and is fetched again on the next try.
 */
export function useNativeIdentityForm<Schema extends z.ZodType<TextValues, TextValues>>(
  loadSchema: () => Promise<Schema>,
  defaultValues: z.input<Schema>,
  options: { onSubmit: (values: z.output<Schema>) => Promise<void> },
) {
  type Name = keyof z.input<Schema> & string;
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  // In the order the fields rendered: the first refused field in it receives the focus.
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const sentOnce = useRef(false);
  const schema = useRef<{ loading: Promise<Schema> | null; loaded: Schema | null }>({
    loading: null,
    loaded: null,
  });

  const load = useCallback(() => {
    const state = schema.current;
    state.loading ??= loadSchema().then(
      (loaded) => (state.loaded = loaded),
      (error: unknown) => {
        state.loading = null;
        throw error;
      },
    );
    return state.loading;
  }, [loadSchema]);

  const prepare = useCallback(() => {
    load().catch(() => {
      // Fetched again at submission, which says so if it fails again.
    });
  }, [load]);

  const valuesOf = (): TextValues =>
    Object.fromEntries(
      Object.keys(defaultValues).map((name) => [
        name,
        inputs.current.get(name)?.value ?? defaultValues[name] ?? '',
      ]),
    );

  const check = (
    loaded: Schema,
  ): { values: z.output<Schema> | null; refused: Partial<Record<Name, string>> } => {
    const result = loaded.safeParse(valuesOf());
    if (result.success) return { values: result.data, refused: {} };
    const refused: Partial<Record<Name, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as Name | undefined;
      if (name !== undefined && refused[name] === undefined) refused[name] = issue.message;
    }
    return { values: null, refused };
  };

  const send = async () => {
    setBusy(true);
    try {
      let loaded: Schema;
      try {
        loaded = await load();
      } catch {
        setAlert(t('errors.network'));
        return;
      }
      sentOnce.current = true;
      const { values, refused } = check(loaded);
      setErrors(refused);
      if (!values) {
        const first = [...inputs.current].find(([name]) => refused[name] !== undefined);
        first?.[1].focus();
        return;
      }
      setAlert(null);
      try {
        await options.onSubmit(values);
      } catch (error) {
        setAlert(t(errorMessageKey(error)));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: BaseSyntheticEvent) => {
    event.preventDefault();
    void send();
  };

  /** Once the form has been sent, a changed field is checked again, as in the other forms. */
  const recheck = (name: Name) => {
    const loaded = schema.current.loaded;
    if (!sentOnce.current || !loaded) return;
    const message = check(loaded).refused[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  };

  const field = (name: Name) => {
    const registration: UseFormRegisterReturn<Name> = {
      name,
      ref: (input: HTMLInputElement | null) => {
        const known = inputs.current.get(name);
        if (!input || input === known) return;
        // A field rendered again as a new element keeps what was typed into the one before.
        input.value = known ? known.value : (defaultValues[name] ?? '');
        inputs.current.set(name, input);
      },
      onChange: async () => recheck(name),
      onBlur: async () => {},
    };
    return { registration, error: text(errors[name]) };
  };

  return { submit, alert, setAlert, busy, field, prepare };
}
