import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by a zod schema before anything is sent: invalid input stays in the browser
 * and gets a message at its field (the first invalid field receives focus).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * The form's submit event handler around react-hook-form's `handleSubmit(...)`. React ignores
 * what an event handler returns, so the submission runs on its own: every submit callback of
 * these forms catches its failures and shows them in the form, leaving nothing to await here.
 */
export function formSubmitHandler(
  submit: (event?: BaseSyntheticEvent) => Promise<void>,
): (event: BaseSyntheticEvent) => void {
  return (event) => {
    void submit(event);
  };
}
