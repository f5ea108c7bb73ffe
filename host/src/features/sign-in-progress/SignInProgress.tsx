import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';
import './sign-in-progress.css';

/**
 * While a sign-in that has answered is being verified and stored (the session's pending flag),
 * the page says so: the form has done its part, and the next screen is a moment away.
 */
export function SignInProgress() {
  const { t } = useTranslation('host');
  const pending = useSessionStore((s) => s.signInPending);
  if (!pending) return null;
  return (
    <div className="harmo-sign-in-progress" role="status" aria-live="polite">
      <span className="harmo-spinner harmo-spinner--small" aria-hidden="true" />
      <span>{t('signInProgress')}</span>
    </div>
  );
}
