import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullAreaSpinner, MessageScreen } from '@harmo/shared';
import { errorMessageKey } from '../features/ui';
import { AUTH_PATHS, useSignInOutcome } from '../features/session-flow';
import { useSignInWithCode } from '../features/sign-in';

type Failure = 'denied' | 'failed' | { error: unknown };

/**
 * /auth/oauth2-callback: the hosted sign-in returns here with an authorization code. The code is
 * exchanged, checked against the me endpoint and stored; a new identity goes on to create its
 * account with the tokens in memory. The code never stays in the address.
 */
export function OAuth2CallbackScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goOn = useSignInOutcome();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { mutateAsync: exchangeCode } = useSignInWithCode();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');

  useEffect(() => {
    if (providerError || !code) {
      setFailure(providerError === 'access_denied' ? 'denied' : 'failed');
      return;
    }
    let active = true;
    exchangeCode({ code, state })
      .then((outcome) => {
        if (!active) return;
        if (outcome === false) {
          setFailure('failed');
          return;
        }
        goOn(outcome);
      })
      .catch((error: unknown) => active && setFailure({ error }));
    return () => {
      active = false;
    };
  }, [code, state, providerError, goOn, exchangeCode]);

  if (!failure) {
    return (
      <main className="harmo-auth">
        <h1 className="harmo-visually-hidden">{t('callback.title')}</h1>
        <FullAreaSpinner />
      </main>
    );
  }
  const message =
    failure === 'denied'
      ? t('callback.denied')
      : failure === 'failed'
        ? t('callback.failed')
        : t(errorMessageKey(failure.error));
  return (
    <MessageScreen
      type="error"
      message={message}
      actions={[
        {
          label: t('common.backToSignIn'),
          onClick: () => void navigate(AUTH_PATHS.signIn, { replace: true }),
        },
      ]}
    />
  );
}
