import { useCallback, useRef, useState } from 'react';
import { PasswordSignIn, identityErrorKind, type MfaType, type SignInStep } from '@harmo/shared';
import { useReturnToTarget, useSignInOutcome } from '../../session-flow';
import type { SignInStage } from '../types/stage';

/** The name the authenticator set-up gives this browser at the identity endpoint. */
const TOTP_DEVICE_NAME = 'harmo web';

/**
 * The password sign-in and its challenges as a small state machine for the screen. Each action
 * rejects with the identity error so that the form showing it can place the message.
 */
export function useSignInFlow() {
  const flow = useRef<PasswordSignIn | null>(null);
  const mfaAnswered = useRef(false);
  const [stage, setStage] = useState<SignInStage>({ name: 'credentials' });
  const [email, setEmail] = useState<string | null>(null);
  const [expiredNotice, setExpiredNotice] = useState(false);
  const goOn = useSignInOutcome();
  const returnToTarget = useReturnToTarget();

  const current = useCallback(() => {
    if (!flow.current) throw new Error('User is not authenticated');
    return flow.current;
  }, []);

  const advance = useCallback(
    async (step: SignInStep) => {
      switch (step.kind) {
        case 'done': {
          // Device verification: after an MFA sign-in the user may remember this browser.
          if (
            step.outcome.kind === 'signedIn' &&
            step.deviceConfirmationNecessary &&
            mfaAnswered.current
          ) {
            setStage({ name: 'rememberDevice' });
            return;
          }
          goOn(step.outcome);
          return;
        }
        case 'smsMfa':
          mfaAnswered.current = true;
          setStage({ name: 'smsMfa', destination: step.destination });
          return;
        case 'totpMfa':
          mfaAnswered.current = true;
          setStage({ name: 'totpMfa' });
          return;
        case 'selectMfaType':
          setStage({ name: 'selectMfaType', options: step.options });
          return;
        case 'mfaSetup':
          mfaAnswered.current = true;
          setStage({ name: 'mfaSetup' });
          return;
        case 'newPasswordRequired':
          setStage({ name: 'newPassword' });
          return;
        case 'customChallenge':
          setStage({ name: 'customChallenge', parameters: step.parameters });
      }
    },
    [goOn],
  );

  /** A challenge session lasts minutes; when it lapses the user starts again from the top. */
  const guard = useCallback(async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (identityErrorKind(error) === 'sessionExpired' && flow.current) {
        flow.current = null;
        setExpiredNotice(true);
        setStage({ name: 'credentials' });
        return;
      }
      throw error;
    }
  }, []);

  const submitCredentials = useCallback(
    async (email: string, password: string) => {
      setExpiredNotice(false);
      mfaAnswered.current = false;
      flow.current = new PasswordSignIn(email);
      setEmail(email.trim());
      try {
        await advance(await flow.current.start(password));
      } catch (error) {
        // The pool says so only once the password is right: the code step of a sign-up left
        // unfinished comes next, instead of a dead end.
        if (identityErrorKind(error) !== 'userNotConfirmed') throw error;
        setStage({ name: 'confirmAddress', password });
      }
    },
    [advance],
  );

  const submitMfaCode = useCallback(
    (code: string, type: MfaType) =>
      guard(async () => advance(await current().answerMfaCode(code, type))),
    [advance, current, guard],
  );

  const chooseMfaType = useCallback(
    (type: MfaType) => guard(async () => advance(await current().selectMfaType(type))),
    [advance, current, guard],
  );

  const associateTotp = useCallback(() => current().associateTotp(), [current]);

  const verifyTotp = useCallback(
    (code: string) =>
      guard(async () => advance(await current().verifyTotp(code, TOTP_DEVICE_NAME))),
    [advance, current, guard],
  );

  const submitNewPassword = useCallback(
    (password: string) => guard(async () => advance(await current().completeNewPassword(password))),
    [advance, current, guard],
  );

  const submitCustomAnswer = useCallback(
    (answer: string) => guard(async () => advance(await current().answerCustomChallenge(answer))),
    [advance, current, guard],
  );

  const rememberDevice = useCallback(
    async (remember: boolean) => {
      try {
        await current().rememberDevice(remember);
      } finally {
        // Signed in either way; remembering is a convenience.
        returnToTarget();
      }
    },
    [current, returnToTarget],
  );

  const restart = useCallback(() => {
    flow.current = null;
    setStage({ name: 'credentials' });
  }, []);

  return {
    stage,
    email,
    expiredNotice,
    submitCredentials,
    submitMfaCode,
    chooseMfaType,
    associateTotp,
    verifyTotp,
    submitNewPassword,
    submitCustomAnswer,
    rememberDevice,
    restart,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
