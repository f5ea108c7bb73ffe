import { z } from 'zod';
import { invalidParameter } from '../errors';
import { answerDeviceVerifier, startDeviceSrp } from '../sign-in/device-step';
import { answerMfaCode, answerMfaSelection, answerMfaSetup } from '../sign-in/mfa-step';
import { answerNewPassword } from '../sign-in/new-password-step';
import type { PasswordClaim } from '../sign-in/password-step';
import {
  answerPasswordVerifier,
  parseClientPublic,
  passwordSignIn,
  startSrpSignIn,
} from '../sign-in/password-step';
import { refreshSessionTokens } from '../sign-in/refresh';
import type { IdentityAction } from './action';
import { assertKnownClient, defineAction } from './action';
import { ClientId, ClientMetadata, Session, StringMap } from './schemas';

const required = (map: Record<string, string | null>, name: string): string => {
  const value = map[name];
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParameter(`${name} is required.`);
  return value;
};

const InitiateAuthInput = z.object({
  AuthFlow: z.string().min(1),
  ClientId,
  AuthParameters: StringMap.default({}),
  ClientMetadata,
});

export const initiateAuth = defineAction(
  'InitiateAuth',
  InitiateAuthInput,
  async (context, input, request) => {
    assertKnownClient(context, input.ClientId);
    const parameters = input.AuthParameters;
    switch (input.AuthFlow) {
      case 'USER_SRP_AUTH':
        return startSrpSignIn(context, {
          signInName: required(parameters, 'USERNAME'),
          clientPublicHex: parseClientPublic(parameters.SRP_A),
        });
      case 'USER_PASSWORD_AUTH':
        return passwordSignIn(
          context,
          {
            signInName: required(parameters, 'USERNAME'),
            password: required(parameters, 'PASSWORD'),
            deviceKey: parameters.DEVICE_KEY,
          },
          request,
        );
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN': {
        const tokens = await refreshSessionTokens(
          context,
          required(parameters, 'REFRESH_TOKEN'),
          input.ClientId,
        );
        return {
          ChallengeParameters: {},
          AuthenticationResult: {
            AccessToken: tokens.accessToken,
            IdToken: tokens.idToken,
            ExpiresIn: tokens.expiresIn,
            TokenType: 'Bearer',
          },
        };
      }
      default:
        throw invalidParameter(`${input.AuthFlow} flow is not enabled for this client.`);
    }
  },
);

const RespondToAuthChallengeInput = z.object({
  ChallengeName: z.string().min(1),
  ClientId,
  ChallengeResponses: StringMap.default({}),
  Session: Session.optional().nullable(),
  ClientMetadata,
});

function passwordClaim(responses: Record<string, string | null>): PasswordClaim {
  return {
    username: required(responses, 'USERNAME'),
    secretBlock: required(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'),
    timestamp: required(responses, 'TIMESTAMP'),
    signature: required(responses, 'PASSWORD_CLAIM_SIGNATURE'),
    deviceKey: responses.DEVICE_KEY,
  };
}

export const respondToAuthChallenge = defineAction(
  'RespondToAuthChallenge',
  RespondToAuthChallengeInput,
  async (context, input, request) => {
    assertKnownClient(context, input.ClientId);
    const responses = input.ChallengeResponses;
    const session = (): string => {
      if (!input.Session) throw invalidParameter('Session is required for this challenge.');
      return input.Session;
    };
    switch (input.ChallengeName) {
      case 'PASSWORD_VERIFIER':
        return answerPasswordVerifier(context, passwordClaim(responses), request);
      case 'DEVICE_SRP_AUTH':
        return startDeviceSrp(context, {
          session: session(),
          deviceKey: required(responses, 'DEVICE_KEY'),
          srpA: responses.SRP_A,
        });
      case 'DEVICE_PASSWORD_VERIFIER':
        return answerDeviceVerifier(context, passwordClaim(responses), request);
      case 'SMS_MFA':
        return answerMfaCode(
          context,
          { session: session(), challengeName: 'SMS_MFA', code: responses.SMS_MFA_CODE },
          request,
        );
      case 'SOFTWARE_TOKEN_MFA':
        return answerMfaCode(
          context,
          {
            session: session(),
            challengeName: 'SOFTWARE_TOKEN_MFA',
            code: responses.SOFTWARE_TOKEN_MFA_CODE,
          },
          request,
        );
      case 'SELECT_MFA_TYPE':
        return answerMfaSelection(context, { session: session(), answer: responses.ANSWER });
      case 'MFA_SETUP':
        return answerMfaSetup(context, session(), request);
      case 'NEW_PASSWORD_REQUIRED':
        return answerNewPassword(context, { session: session(), responses }, request);
      default:
        throw invalidParameter(`Challenge ${input.ChallengeName} is not supported.`);
    }
  },
);

export const signInActions: IdentityAction[] = [initiateAuth, respondToAuthChallenge];
