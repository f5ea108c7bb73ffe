import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { IdentityConfig } from './config';
import { localIssuer } from './config';
import type { SigningKeyStore } from './keys';
import { createSigningKeyStore } from './keys';
import type { Outbox } from './outbox';
import { createOutbox } from './outbox';
import { isOriginRevoked } from './refresh-tokens-repository';
import type { KeyedHasher } from './secrets';
import { createKeyedHasher, loadInstallationSecret } from './secrets';
import type { IdentityTokenVerifier } from './token-verifier';
import { createIdentityTokenVerifier } from './token-verifier';

/** Everything an identity action needs, built once when the module starts. */
export interface IdentityContext {
  db: Database;
  config: IdentityConfig;
  now: () => Date;
  hasher: KeyedHasher;
  keys: SigningKeyStore;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** Verifies tokens this installation issued (used by the user-pool actions themselves). */
  localTokens: IdentityTokenVerifier;
}

export async function createIdentityContext(input: {
  db: Database;
  config: IdentityConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Promise<IdentityContext> {
  const { db, config, log } = input;
  const now = input.now ?? (() => new Date());
  const hasher = createKeyedHasher(await loadInstallationSecret(db, 'identity-hashing'));
  const keys = createSigningKeyStore(db, now);
  await keys.activeKey();
  return {
    db,
    config,
    now,
    hasher,
    keys,
    outbox: createOutbox(db, log, { logBodies: config.devHelpers, now }),
    log,
    localTokens: createIdentityTokenVerifier({
      issuer: localIssuer(config),
      clientId: config.clientId,
      localKeys: keys,
      isRevoked: (originJti) => isOriginRevoked(db, originJti),
    }),
  };
}
