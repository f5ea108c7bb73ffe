import { cognitoUserFor, getUserPool, loadIdentityLibrary } from './identity-pool';

/** Where the identity endpoint sent a code (masked, e.g. d***@h***). */
export interface CodeDelivery {
  destination: string | null;
  medium: string | null;
}

function deliveryOf(data: unknown): CodeDelivery {
  const details = ((data ?? {}) as { CodeDeliveryDetails?: Record<string, unknown> })
    .CodeDeliveryDetails;
  const source = (details ?? data ?? {}) as Record<string, unknown>;
  return {
    destination: typeof source.Destination === 'string' ? source.Destination : null,
    medium: typeof source.DeliveryMedium === 'string' ? source.DeliveryMedium : null,
  };
}

/** Sign-up with e-mail and password; the account waits for the e-mailed confirmation code. */
export async function signUp(email: string, password: string): Promise<CodeDelivery> {
  const address = email.trim();
  const { CognitoUserAttribute } = await loadIdentityLibrary();
  const pool = await getUserPool();
  return new Promise((resolve, reject) =>
    pool.signUp(
      address,
      password,
      [new CognitoUserAttribute({ Name: 'email', Value: address })],
      [],
      (error, result) => {
        if (error || !result) reject(error);
        else
          resolve({ destination: result.codeDeliveryDetails?.Destination ?? null, medium: null });
      },
    ),
  );
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const user = await cognitoUserFor(email.trim());
  return new Promise((resolve, reject) =>
    user.confirmRegistration(code.trim(), false, (error) => (error ? reject(error) : resolve())),
  );
}

export async function resendSignUpCode(email: string): Promise<CodeDelivery> {
  const user = await cognitoUserFor(email.trim());
  return new Promise((resolve, reject) =>
    user.resendConfirmationCode((error, data) =>
      error ? reject(error) : resolve(deliveryOf(data)),
    ),
  );
}

/** Forgot password: the endpoint e-mails a reset code (unknown addresses get the same answer). */
export async function requestPasswordReset(email: string): Promise<CodeDelivery> {
  const user = await cognitoUserFor(email.trim());
  return new Promise((resolve, reject) =>
    user.forgotPassword({
      onSuccess: (data) => resolve(deliveryOf(data)),
      inputVerificationCode: (data) => resolve(deliveryOf(data)),
      onFailure: reject,
    }),
  );
}

/** Sets a new password with the e-mailed code. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string) {
  const user = await cognitoUserFor(email.trim());
  return new Promise<void>((resolve, reject) =>
    user.confirmPassword(code.trim(), newPassword, {
      onSuccess: () => resolve(),
      onFailure: reject,
    }),
  );
}
