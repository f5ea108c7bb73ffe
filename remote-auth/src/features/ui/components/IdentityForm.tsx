import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';

/**
 * The frame of every sign-in screen form: the alert above the fields, the fields, and the one
 * submit button that says it is sending. Pass `form` from `useIdentityForm`.
 */
export function IdentityForm({
  form,
  submitLabel,
  busyLabel,
  children,
  testId,
  danger,
}: {
  form: {
    submit: (event: BaseSyntheticEvent) => void;
    alert: string | null;
    busy: boolean;
    /** Starts loading a schema the form loads on demand (`useNativeIdentityForm`). */
    prepare?: () => void;
  };
  submitLabel: string;
  /** What the button says while sending (default: 送信しています…). */
  busyLabel?: string;
  children: ReactNode;
  testId?: string;
  /** The submit button does what cannot be undone. */
  danger?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <form
      className="harmo-form"
      noValidate
      onSubmit={form.submit}
      // The person starts on the form: its schema, when it loads on demand, is fetched now.
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      data-testid={testId}
    >
      <FormAlert>{form.alert}</FormAlert>
      {children}
      <SubmitButton
        busy={form.busy}
        busyLabel={busyLabel ?? t('common.sending')}
        danger={danger ?? false}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
