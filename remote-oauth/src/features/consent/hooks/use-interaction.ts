import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { interactionQueryOptions } from '../api/interactions-api';

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/** The uid of the authorization request this screen is about (from ?uid=), or null. */
export function useInteractionUid(): string | null {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  return uid && UID.test(uid) ? uid : null;
}

/** The pending authorization request; idle without a uid. */
export function useInteraction(uid: string | null) {
  return useQuery({ ...interactionQueryOptions(uid ?? ''), enabled: uid !== null });
}
