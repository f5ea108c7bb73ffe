import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToSignIn } from '../../session-flow';
import { AddressCodeStep, AuthPage, FormAlert, errorMessageKey } from '../../ui';
import { useConfirmSignUp, useResendSignUpCode } from '../api/sign-up';

/**
 * Sign-in with an address whose sign-up code step was left unfinished: a fresh code is sent as
 * the step opens (the first may have expired or been lost), and once the code confirms the
 * address, the sign-in goes on with the password already given.
 */
export function ConfirmAddressStep({
  email,
  password,
  signIn,
  restart,
  backToStart,
}: {
  email: string;
  password: string;
  signIn: (email: string, password: string) => Promise<void>;
  restart: () => void;
  backToStart: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const { mutateAsync: resendCode } = useResendSignUpCode();
  const confirmation = useConfirmSignUp();

  useEffect(() => {
    // Once per step, also where a development build runs effects twice.
    if (sent.current) return;
    sent.current = true;
    resendCode(email).catch((error: unknown) => setSendFailure(t(errorMessageKey(error))));
  }, [email, t, resendCode]);

  const confirm = async (code: string) => {
    await confirmation.mutateAsync({ email, code });
    try {
      await signIn(email, password);
    } catch {
      // Confirmed all the same: the sign-in form takes it from here.
      restart();
      backToSignIn({ email, notice: 'signUpConfirmed' });
    }
  };

  return (
    <AuthPage title={t('signUp.confirmTitle')} lead={t('signIn.unconfirmedLead')}>
      <FormAlert>{sendFailure}</FormAlert>
      <AddressCodeStep email={email} onConfirm={confirm} resend={() => resendCode(email)} />
      {backToStart}
    </AuthPage>
  );
}
