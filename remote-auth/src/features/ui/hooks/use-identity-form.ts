import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { identityErrorKind, type IdentityErrorKind } from '@harmo/shared';
import { errorMessageKey, useValidationText } from './use-messages';
import { formSubmitHandler, useZodForm } from './use-zod-form';

export interface IdentityFormOptions<Values extends FieldValues> {
  /** Sends the checked values; a failure is shown in the form (see `fieldFor`). */
  onSubmit: (values: Values) => Promise<void>;
  /**
   * Which field an identity error is about (a wrong code at the code field, a refused password
   * at the password field); any other failure is shown above the form.
   */
  fieldFor?: Partial<Record<IdentityErrorKind, Path<Values>>>;
}

/**
 * The shape every form of the sign-in screens shares: validated by its schema before anything is
 * sent, the identity call made once, and its failure placed where the user will look: at the
 * field it concerns (focused), or in the alert above the form. Returns the form, its submit
 * handler, the alert text, whether it is sending, and `field(name)`: the registration and the
 * translated message of one field, ready for a `TextField`.
 */
export function useIdentityForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: IdentityFormOptions<z.output<Schema>>,
) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(schema, defaultValues);
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(
    form.handleSubmit(async (values) => {
      setAlert(null);
      try {
        await options.onSubmit(values);
      } catch (error) {
        const field = options.fieldFor?.[identityErrorKind(error)];
        if (field) {
          form.setError(
            field as Path<z.input<Schema>>,
            { message: errorMessageKey(error) },
            { shouldFocus: true },
          );
        } else {
          setAlert(t(errorMessageKey(error)));
        }
      }
    }),
  );

  const field = (name: Path<z.input<Schema>>) => ({
    registration: form.register(name),
    error: text(errors[name]?.message as string | undefined),
  });

  return { form, submit, alert, setAlert, busy: isSubmitting, field };
}

/** Where a code form puts a wrong or expired code: at the code field. */
export const CODE_ERRORS_AT_FIELD = {
  codeMismatch: 'code',
  expiredCode: 'code',
} as const;
