import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Device verification: after an MFA sign-in the pool offers to remember this browser, so that
 * the next sign-in here asks for the password only (the browser still proves its own key).
 */
export function RememberDeviceStep({
  onAnswer,
}: {
  onAnswer: (remember: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const answer = (remember: boolean) => {
    setBusy(true);
    void onAnswer(remember).catch(() => setBusy(false));
  };
  return (
    <div className="harmo-form">
      <p>{t('device.question')}</p>
      <button
        type="button"
        className="harmo-button harmo-button--primary harmo-button--block"
        disabled={busy}
        onClick={() => answer(true)}
      >
        {t('device.remember')}
      </button>
      <button
        type="button"
        className="harmo-button harmo-button--block"
        disabled={busy}
        onClick={() => answer(false)}
      >
        {t('device.doNotRemember')}
      </button>
    </div>
  );
}
