import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema, or a function that loads it. The sign-in form, the app's first screen for most
 * visits, loads its schema (and with it the shared zod) when the person starts on the form, not
 * with the screen: the first screen's scripts stay small on a slow mobile network.
 */
export type FormSchemaSource<Schema> = Schema | (() => Promise<Schema>);

/** The type of the root error a form gets when its schema could not be loaded. */
export const SCHEMA_UNAVAILABLE = 'schemaUnavailable';

type FormResolver<Schema extends z.ZodType<FieldValues, FieldValues>> = Resolver<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/**
 * The resolver of a schema source, and `prepare`, which starts loading a loaded schema early. A
 * schema that cannot be loaded (the network went away) fails the submission with a root error of
 * type `SCHEMA_UNAVAILABLE`, nothing is sent, and the next submission tries to load it again.
 */
export function schemaResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  source: FormSchemaSource<Schema>,
): { resolver: FormResolver<Schema>; prepare: () => void } {
  if (typeof source !== 'function') return { resolver: zodResolver(source), prepare: () => {} };
  let loading: Promise<FormResolver<Schema>> | null = null;
  const load = () => (loading ??= source().then((schema) => zodResolver(schema)));
  const resolver: FormResolver<Schema> = async (values, context, options) => {
    let resolve: FormResolver<Schema>;
    try {
      resolve = await load();
    } catch {
      loading = null;
      const unavailable: ResolverError<z.input<Schema>> = {
        values: {},
        // A root error: about the form, at no field (the generic type cannot see that `root` is
        // always allowed).
        errors: { root: { type: SCHEMA_UNAVAILABLE, message: SCHEMA_UNAVAILABLE } } as FieldErrors<
          z.input<Schema>
        >,
      };
      return unavailable;
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    prepare: () => {
      load().catch(() => (loading = null));
    },
  };
}

/**
 * A form validated by a zod schema before anything is sent: invalid input stays in the browser
 * and gets a message at its field (the first invalid field receives focus). Returns the form and
 * `prepare` (see `schemaResolver`).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: FormSchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const { resolver, prepare } = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  return Object.assign(form, { prepare });
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
