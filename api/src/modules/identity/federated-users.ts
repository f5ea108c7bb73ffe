import type { IdentityContext } from './context';
import type { IdentityProviderName } from './federated-identities-repository';
import { findIdentity, linkIdentity } from './federated-identities-repository';
import type { IdentityUser } from './users-repository';
import { isUniqueViolation } from '../../http/database-errors';
import { findUserByEmail, findUserById, insertUser } from './users-repository';

export const IDENTITY_PROVIDERS: readonly IdentityProviderName[] = ['Google', 'SignInWithApple'];

/**
 * The stand-in provider's stable subject for an e-mail address: 21 digits, like a Google "sub",
 * derived with this installation's secret.
 */
export function standInProviderSubject(
  context: IdentityContext,
  provider: IdentityProviderName,
  email: string,
): string {
  const bytes = context.hasher.derive(
    `provider-subject:${provider}`,
    email.trim().toLowerCase(),
    16,
  );
  return (BigInt(`0x${bytes.toString('hex')}`) % 10n ** 21n).toString().padStart(21, '1');
}

/**
 * The user a Google / Apple identity signs in as, created on first use as `Google_<n>` /
 * `SignInWithApple_<n>`; the other stand-in provider with the same e-mail shares it.
 * Security: a federated identity is never attached to a password account by its e-mail. The
 * stand-in takes any typed address without proof, so linking would sign anyone into that
 * account with no password and no MFA; a password user links a provider only by themselves,
 * signed in. This is also what a Cognito user pool does: a new federated sign-in is its own user.
 */
export async function userForProviderIdentity(
  context: IdentityContext,
  provider: IdentityProviderName,
  email: string,
): Promise<IdentityUser> {
  const subject = standInProviderSubject(context, provider, email);
  const now = context.now();
  const linked = await findIdentity(context.db, provider, subject);
  if (linked) {
    const user = await findUserById(context.db, linked.userId);
    if (user) return user;
  }
  const link = async (user: IdentityUser): Promise<IdentityUser> => {
    await linkIdentity(context.db, {
      provider,
      providerSubject: subject,
      userId: user.id,
      email,
      createdAt: now,
    });
    const identity = await findIdentity(context.db, provider, subject);
    return (identity && (await findUserById(context.db, identity.userId))) || user;
  };

  const federatedUser = await findUserByEmail(context.db, 'federated', email);
  if (federatedUser) return link(federatedUser);

  try {
    const created = await insertUser(context.db, {
      username: `${provider}_${subject}`,
      kind: 'federated',
      status: 'EXTERNAL_PROVIDER',
      email,
      // The provider vouches for the address.
      emailVerified: true,
      passwordVerifier: null,
      now,
    });
    return link(created);
  } catch (err) {
    // Another request created the same user a moment ago: use that one.
    if (!isUniqueViolation(err)) throw err;
    const existing = await findUserByEmail(context.db, 'federated', email);
    if (!existing) throw err;
    return link(existing);
  }
}
