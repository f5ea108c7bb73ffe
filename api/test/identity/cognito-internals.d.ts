// Internals of amazon-cognito-identity-js that the SRP cross-check test uses to compute what a
// browser computes. The package ships them without typings.
declare module 'amazon-cognito-identity-js/lib/AuthenticationHelper' {
  export default class AuthenticationHelper {
    constructor(poolName: string);
    getLargeAValue(callback: (err: unknown, A: { toString(radix: number): string }) => void): void;
    getPasswordAuthenticationKey(
      username: string,
      password: string,
      serverB: unknown,
      salt: unknown,
      callback: (err: unknown, key: Buffer) => void,
    ): void;
  }
}

declare module 'amazon-cognito-identity-js/lib/BigInteger' {
  export default class BigInteger {
    constructor(value: string, radix: number);
  }
}
