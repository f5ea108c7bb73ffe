/** Unsigned JWT-shaped tokens for tests: the browser reads claims only, never trusts them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function fakeTokens(options: {
  userName: string;
  expiresInSeconds: number;
  nowMs?: number;
  sub?: string;
  email?: string;
}) {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const base = { iat: now, exp: now + options.expiresInSeconds, sub: options.sub ?? 'sub-1' };
  return {
    idToken: fakeJwt({
      ...base,
      token_use: 'id',
      'cognito:username': options.userName,
      ...(options.email ? { email: options.email } : {}),
    }),
    accessToken: fakeJwt({
      ...base,
      token_use: 'access',
      username: options.userName,
      origin_jti: 'j',
    }),
    refreshToken: `refresh-${options.userName}`,
  };
}
