import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedCard } from '@harmo/contracts/payments';
import type { CardDetails } from '../api/create-card-token';
import { challengeUrl, createCardToken } from '../api/create-card-token';
import { useRegisterCard } from '../api/register-card';
import { isFieldTokenError } from '../utils/card-form';
import {
  clearPendingRegistration,
  readPendingRegistration,
  safeReturnPath,
  savePendingRegistration,
} from '../utils/pending-registration';

/** The query parameter the challenge page comes back with: the token it verified. */
export const RETURN_PARAM = 'tds';
export const RETURN_TO_PARAM = 'returnTo';
const SCREEN_PATH = '/payment/credit-card';

/**
 * Registering a card: the gateway's card fields make a token (3-D Secure asked), the browser goes
 * to the card issuer's challenge and comes back here with the token, which the api then finishes
 * and keeps. The page may be reloaded in between: the pending registration lives in this tab.
 */
export function useCardRegistration(patientId: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<SavedCard | null>(null);
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));

  const tokenize = useMutation({
    mutationFn: createCardToken,
    onSuccess: (token) => {
      savePendingRegistration({ tokenId: token.id, patientId, returnTo, createdAt: Date.now() });
      const back = `${window.location.origin}${SCREEN_PATH}?${RETURN_PARAM}=${encodeURIComponent(token.id)}`;
      window.location.assign(challengeUrl(token.id, back));
    },
  });

  const returnedToken = searchParams.get(RETURN_PARAM);
  const [pending] = useState(() => (returnedToken ? readPendingRegistration(returnedToken) : null));
  const register = useRegisterCard(pending?.patientId ?? patientId);
  const started = useRef(false);
  const [lostChallenge, setLostChallenge] = useState(false);

  useEffect(() => {
    if (!returnedToken || started.current) return;
    started.current = true;
    const waiting = pending;
    // The token is of no use once it is back; a reload must not send it again.
    void navigate(SCREEN_PATH, { replace: true });
    clearPendingRegistration();
    if (!waiting) {
      setLostChallenge(true);
      return;
    }
    register.mutate(waiting.tokenId, {
      onSuccess: (card) => {
        setRegistered(card);
        if (waiting.returnTo) void navigate(waiting.returnTo, { replace: true });
      },
    });
  }, [returnedToken, pending, navigate, register]);

  return {
    /**
     * Has the gateway's fields make the token, then leaves for the challenge page. The card form
     * waits for the outcome: a refusal that names one of its fields is shown at that field.
     */
    start: (details: CardDetails): Promise<unknown> => tokenize.mutateAsync(details),
    /**
     * Takes away the message of the last attempt, once the patient changes the details or sends
     * them again: it is about details that are no longer there.
     */
    dismissError: () => {
      if (tokenize.isError) tokenize.reset();
      if (register.isError) register.reset();
      setLostChallenge(false);
    },
    /** Tokenizing, or back from the challenge and registering. */
    busy: tokenize.isPending || tokenize.isSuccess || register.isPending,
    registering: register.isPending,
    /** The message above the form: a refusal at one of the form's fields is said there instead. */
    error: (isFieldTokenError(tokenize.error) ? null : tokenize.error) ?? register.error,
    registered,
    lostChallenge,
    returnTo,
  };
}
