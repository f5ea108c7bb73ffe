import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { totpSetupUri } from '@harmo/shared';
import { CodeStep, FormAlert, errorMessageKey } from '../../ui';

/** Groups the base32 secret in fours, so it can be typed into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

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
  const uri = totpSetupUri(email, secret);
  return (
    <div className="harmo-totp-setup">
      <ol className="harmo-totp-setup__steps">
        <li>{t('mfa.setup.step1')}</li>
        <li>{t('mfa.setup.step2')}</li>
        <li>{t('mfa.setup.step3')}</li>
      </ol>
      <figure className="harmo-qr">
        <QRCodeSVG
          value={uri}
          size={184}
          level="M"
          marginSize={2}
          title={t('mfa.setup.qrLabel')}
          role="img"
          data-testid="totp-qr"
          data-uri={uri}
        />
      </figure>
      <p className="harmo-field__hint">{t('mfa.setup.secretLabel')}</p>
      <p className="harmo-secret" data-testid="totp-secret" data-secret={secret}>
        {groupSecret(secret)}
      </p>
      <CodeStep
        label={t('mfa.setup.codeLabel')}
        submitLabel={t('mfa.setup.submit')}
        onSubmit={onVerify}
      />
    </div>
  );
}
