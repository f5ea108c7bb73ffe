import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorKey, CodeStep, FormAlert, errorMessageKey } from '../../ui';

/**
 * MFA_SETUP: the pool requires an authenticator app. A new secret is shown as a QR code and
 * as text; a code from the app proves it and completes the sign-in.
 */
export function TotpSetupStep({
  email,
  associate,
  onVerify,
}: {
  email: string;
  associate: () => Promise<string>;
  onVerify: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [secret, setSecret] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    associate()
      .then((value) => active && setSecret(value))
      .catch((error: unknown) => active && setAlert(t(errorMessageKey(error))));
    return () => {
      active = false;
    };
    // One secret per set-up: asking again would replace the one already scanned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (alert) return <FormAlert>{alert}</FormAlert>;
  if (!secret) {
    return (
      <p role="status" className="harmo-auth__status">
        {t('mfa.setup.preparing')}
      </p>
    );
  }
  return (
    <div className="harmo-totp-setup">
      <AuthenticatorKey email={email} secret={secret} />
      <CodeStep
        label={t('mfa.setup.codeLabel')}
        submitLabel={t('mfa.setup.submit')}
        onSubmit={onVerify}
      />
    </div>
  );
}
