import { codeFormSchema } from '../utils/schemas';
import { CODE_ERRORS_AT_FIELD, useIdentityForm } from '../hooks/use-identity-form';
import { IdentityForm } from './IdentityForm';
import { CodeField } from './IdentityFields';

/**
 * A six-digit code: texted (SMS MFA), from the authenticator app (TOTP MFA, TOTP setup), or
 * e-mailed. A wrong or expired code is reported at the field; anything else above the form.
 */
export function CodeStep({
  label,
  hint,
  submitLabel,
  autoComplete = 'one-time-code',
  onSubmit,
}: {
  label: string;
  hint?: string | undefined;
  submitLabel: string;
  autoComplete?: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const identity = useIdentityForm(
    codeFormSchema,
    { code: '' },
    { onSubmit: ({ code }) => onSubmit(code), fieldFor: CODE_ERRORS_AT_FIELD },
  );

  return (
    <IdentityForm form={identity} submitLabel={submitLabel}>
      <CodeField
        field={identity.field('code')}
        label={label}
        hint={hint}
        autoComplete={autoComplete}
      />
    </IdentityForm>
  );
}
