import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearLocalSession, useSessionStore } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import { CONFIRM_LOOK, DOCUMENT_PATHS, FormAlert, errorMessageKey } from '../../ui';
import { AUTH_PATHS, markSessionEnding, useBackToSignIn } from '../../session-flow';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const SETTINGS = [
  { to: AUTH_PATHS.profile, key: 'profile' },
  { to: AUTH_PATHS.email, key: 'email' },
  { to: AUTH_PATHS.password, key: 'password' },
  { to: AUTH_PATHS.twoStep, key: 'twoStep' },
  { to: AUTH_PATHS.devices, key: 'devices' },
  { to: AUTH_PATHS.family, key: 'family' },
] as const;

/**
 * The account page: who is signed in, each setting one tap away, signing out everywhere (asked
 * first) and the way to delete the account.
 */
export function AccountOverview() {
  const { t } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();
  const user = useSessionStore((s) => s.user);
  const signOut = useSignOutEverywhere();
  const [alert, setAlert] = useState<string | null>(null);

  const signOutEverywhere = async () => {
    setAlert(null);
    try {
      await signOut.mutateAsync();
    } catch (error) {
      setAlert(t(errorMessageKey(error)));
      throw error;
    }
    markSessionEnding();
    clearLocalSession();
    backToSignIn({ notice: 'signedOutEverywhere' });
  };

  return (
    <>
      {user && (
        <section className="harmo-card harmo-account-card" aria-label={t('account.signedInAs')}>
          <p className="harmo-account-card__name">{user.name}</p>
          <p className="harmo-account-card__kana">{user.kana}</p>
          {user.email && <p className="harmo-account-card__email">{user.email}</p>}
        </section>
      )}
      <nav aria-label={t('account.settingsLabel')}>
        <ul className="harmo-settings-list">
          {SETTINGS.map(({ to, key }) => (
            <li key={key}>
              <Link to={to} className="harmo-settings-list__link">
                <span>{t(`account.settings.${key}`)}</span>
                <span className="harmo-settings-list__detail">
                  {t(`account.settings.${key}Detail`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="harmo-settings-section" aria-labelledby="sign-out-everywhere">
        <h2 id="sign-out-everywhere">{t('account.signOutEverywhere.title')}</h2>
        <p>{t('account.signOutEverywhere.lead')}</p>
        <FormAlert>{alert}</FormAlert>
        <ConfirmAction
          label={t('account.signOutEverywhere.action')}
          question={t('account.signOutEverywhere.question')}
          confirmLabel={t('account.signOutEverywhere.confirm')}
          cancelLabel={t('common.cancel')}
          busyLabel={t('common.sending')}
          classNames={CONFIRM_LOOK}
          onConfirm={signOutEverywhere}
        />
      </section>

      <section className="harmo-settings-section" aria-labelledby="delete-account">
        <h2 id="delete-account">{t('account.delete.title')}</h2>
        <p>{t('account.delete.overviewLead')}</p>
        <p>
          <Link to={AUTH_PATHS.deleteAccount} className="harmo-danger-link">
            {t('account.delete.open')}
          </Link>
        </p>
      </section>

      <p className="harmo-auth__aside harmo-auth__aside--footer">
        <Link to={DOCUMENT_PATHS.terms}>{t('documents.terms.title')}</Link>
        {t('documents.linkSeparator')}
        <Link to={DOCUMENT_PATHS.privacy}>{t('documents.privacy.title')}</Link>
      </p>
    </>
  );
}
