import { useSearchParams } from 'react-router';
import { INTERACTION_UID_PATTERN } from '@harmo/contracts/oauth';

/** The uid of the authorization request this screen is about (from ?uid=), or null. */
export function useInteractionUid(): string | null {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  return uid && INTERACTION_UID_PATTERN.test(uid) ? uid : null;
}
