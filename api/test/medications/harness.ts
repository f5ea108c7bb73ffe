import { Secret, TOTP } from 'otpauth';
import type { HarmoApp } from '../../src/app';
import {
  DEFAULT_CLIENT_ID,
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
} from '../../src/modules/identity';
import { encodeShiftJis } from '../../../shared/medical-formats/src/jahis/testing/encode-shift-jis';
import { createMedicationsModule } from '../../src/modules/medications';
import { createOtcCatalogueModule } from '../../src/modules/otc-catalogue';
import { createProjectsModule } from '../../src/modules/projects';
import type { OAuthTestApi } from '../oauth/harness';
import { bearer, startOAuthApi } from '../oauth/harness';

export { DEMO_ACCOUNT_IDS, bearer, signInDemoUser } from '../oauth/harness';

/** Starting the api with its demo data and signing in take long on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

/**
 * The api with identity, accounts, OAuth, the OTC catalogue (with its demo seed), medication
 * records and projects. `projectsNow` is the projects' clock (to see a project end).
 */
export function startMedicationsApi({
  projectsNow,
}: { projectsNow?: () => Date } = {}): Promise<OAuthTestApi> {
  return startOAuthApi({
    modules: () => [
      createOtcCatalogueModule({ seedDemo: true, env: {} }),
      createMedicationsModule({ env: {} }),
      createProjectsModule({ env: {}, ...(projectsNow ? { now: projectsNow } : {}) }),
    ],
  });
}

async function identityCall(app: HarmoApp, target: string, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    payload: JSON.stringify(body),
  });
  return res.json<{ Session?: string; AuthenticationResult?: { IdToken: string } }>();
}

/**
 * An id token of 鈴木 次郎 (totp@), who is nobody's family and shares with nobody: the stranger
 * of these tests. His sign-in asks for an authenticator code.
 */
export async function signInStranger(app: HarmoApp): Promise<string> {
  const { email } = DEMO_IDENTITY_USERS.totp;
  const challenge = await identityCall(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: DEFAULT_CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
  });
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate();
  const result = await identityCall(app, 'RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: DEFAULT_CLIENT_ID,
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
  });
  if (!result.AuthenticationResult) throw new Error('the stranger could not sign in');
  return result.AuthenticationResult.IdToken;
}

export const crlf = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;

/** One symbol as the web sends it: the raw Shift_JIS bytes, base64. */
export const symbol = (text: string) => ({
  bytes: Buffer.from(encodeShiftJis(text)).toString('base64'),
});

/** A pharmacy receipt's notebook: two visits (the later one first) and an OTC drug with JAN. */
export const RECEIPT = [
  'JAHISTC08,1',
  '1,山田 花子,2,S600412,,,,,,,ヤマダ ハナコ',
  '3,ロキソニンＳ,R070901,,2,1,4987188166017',
  '5,20250912,1',
  '11,ひまわり薬局 桜町店,13,4,1312345,,,03-3700-1234,1',
  '15,鈴木 一郎,03-3700-1234,1',
  '55,佐藤 健,内科,1',
  '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
  '291,1,グレープフルーツジュースを避ける,1',
  '301,1,【１日１回 朝食後】,28,日分,1,1,,1',
  '401,眠気が出ることがあります,1',
  '5,R070301,1',
  '11,あおば調剤薬局,13,4,1300001,,,03-1111-2222,1',
  '201,1,ムコダイン錠５００ｍｇ,3,錠,1,,1',
  '301,1,１日３回毎食後,5,日分,1,1,,1',
];

/** The same notebook cut into three record-level parts (record 911), in the given order. */
export function splitReceipt(order: readonly number[]): { bytes: string }[] {
  const [header, ...body] = RECEIPT;
  const parts = [body.slice(0, 4), body.slice(4, 9), body.slice(9)];
  return order.map((n) => symbol(crlf([header!, ...parts[n - 1]!, `911,20250912101500,3,${n}`])));
}

export const medicationsPath = (patientId: string) => `/ps/v1/patients/${patientId}/medications`;

export async function saveScan(
  api: OAuthTestApi,
  idToken: string,
  patientId: string,
  symbols: { bytes: string }[],
) {
  return api.app.inject({
    method: 'POST',
    url: `${medicationsPath(patientId)}/scans`,
    headers: bearer(idToken),
    payload: { symbols },
  });
}
