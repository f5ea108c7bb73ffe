import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { totpSetupUri } from '@harmo/shared';

/** Side of the QR code, in CSS pixels. */
const QR_SIZE = 184;

// The QR drawing is fetched only when a secret is shown, not with the sign-in screen.
const QRCodeSVG = lazy(() =>
  import(/* webpackChunkName: "qr-code" */ 'qrcode.react').then((module) => ({
    default: module.QRCodeSVG,
  })),
);

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
        {/* The figure keeps the code's room while it loads, so the key below does not move. */}
        <Suspense fallback={<span className="harmo-qr__pending" />}>
          <QRCodeSVG
            value={uri}
            size={QR_SIZE}
            level="M"
            marginSize={2}
            title={t('mfa.setup.qrLabel')}
            role="img"
            data-testid="totp-qr"
            data-uri={uri}
          />
        </Suspense>
      </figure>
      <p className="harmo-field__hint">{t('mfa.setup.secretLabel')}</p>
      <p className="harmo-secret" data-testid="totp-secret" data-secret={secret}>
        {groupSecret(secret)}
      </p>
    </>
  );
}
