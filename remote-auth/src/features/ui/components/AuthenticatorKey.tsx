import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { totpSetupUri } from '@harmo/shared';

/** Groups the base32 secret in fours, so it can be typed into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A new authenticator secret, as the person adds it to their app: the steps, the QR code (drawn
 * by qrcode.react) and the key as text for typing by hand.
 */
export function AuthenticatorKey({ email, secret }: { email: string; secret: string }) {
  const { t } = useTranslation('auth');
  const uri = totpSetupUri(email, secret);
  return (
    <>
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
    </>
  );
}
