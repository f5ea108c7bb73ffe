import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, useSessionStore } from '@harmo/shared';
import {
  CodeStep,
  EmailField,
  IdentityForm,
  ResendCodeButton,
  newEmailFormSchema,
  useIdentityForm,
} from '../../ui';
import { useChangeEmail, useConfirmEmail, useResendEmailCode } from '../api/change-email';

function NewAddressForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const current = useSessionStore((s) => s.user?.email ?? null);
  const emailChange = useChangeEmail();
  const identity = useIdentityForm(
    newEmailFormSchema,
    { email: defaultEmail },
    {
      onSubmit: async ({ email }) => {
        if (current && email.toLowerCase() === current.toLowerCase()) {
          identity.form.setError('email', { message: 'validation.emailUnchanged' });
          return;
        }
        await emailChange.mutateAsync(email);
        onSent(email);
      },
      fieldFor: { userExists: 'email', invalidParameter: 'email' },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('account.email.sendCode')}>
      <EmailField field={identity.field('email')} autoComplete="email" />
    </IdentityForm>
  );
}

/**
 * A new e-mail address: the identity endpoint sends a code to it, and the address counts once
 * the code comes back. The code screen shows the new address in full, with a way to correct it.
 */
export function EmailChange({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const confirmation = useConfirmEmail();
  const resendCode = useResendEmailCode();

  if (!sentTo) {
    return <NewAddressForm defaultEmail={draft} onSent={setSentTo} />;
  }
  return (
    <>
      <p className="harmo-code-destination">
        {t('account.email.sentTo')}
        <strong className="harmo-code-destination__address">{sentTo}</strong>
      </p>
      <p>
        <button
          type="button"
          className="harmo-link-button"
          onClick={() => {
            setDraft(sentTo);
            setSentTo(null);
          }}
        >
          {t('account.email.changeAddress')}
        </button>
      </p>
      <CodeStep
        label={t('fields.code')}
        submitLabel={t('account.email.confirm')}
        onSubmit={async (code) => {
          await confirmation.mutateAsync(code);
          notify.success(t('account.email.changed'));
          onChanged();
        }}
      />
      <ResendCodeButton
        resend={() => resendCode.mutateAsync()}
        label={t('signUp.resend')}
        sentMessage={t('signUp.resent')}
      />
    </>
  );
}
