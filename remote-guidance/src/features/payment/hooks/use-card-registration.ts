import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { mayPassOnRetry } from '@harmo/shared';
import type { SavedCard } from '@harmo/contracts/payments';
import type { CardDetails } from '../api/create-card-token';
import { CardTokenError, challengeUrl, useCreateCardToken } from '../api/create-card-token';
import { useRegisterCard } from '../api/register-card';
import { isFieldTokenError } from '../utils/card-form';
import {
  clearPendingRegistration,
  readPendingRegistration,
  safeReturnPath,
  savePendingRegistration,
  type PendingRegistration,
} from '../utils/pending-registration';

/** The query parameter the challenge page comes back with: the token it verified. */
export const RETURN_PARAM = 'tds';
export const RETURN_TO_PARAM = 'returnTo';
const SCREEN_PATH = '/payment/credit-card';
/** A card left unsaved for longer than a registration is kept: its token is not sent again. */
const TOKEN_TOO_OLD = new CardTokenError('token_unusable', undefined);
/**
 * The tab refused to keep the registration (storage blocked or full): back from the challenge, the
 * card could not be saved, so the person is not sent there.
 */
const NOT_KEPT = new CardTokenError('registrationNotKept', undefined);

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

  const tokenize = useCreateCardToken({
    keep: (token) => {
      const kept = { tokenId: token.id, patientId, returnTo, createdAt: Date.now() };
      if (!savePendingRegistration(kept)) throw NOT_KEPT;
    },
    onKept: (token) => {
      const back = `${window.location.origin}${SCREEN_PATH}?${RETURN_PARAM}=${encodeURIComponent(token.id)}`;
      window.location.assign(challengeUrl(token.id, back));
    },
  });

  const returnedToken = searchParams.get(RETURN_PARAM);
  const [pending] = useState(() => (returnedToken ? readPendingRegistration(returnedToken) : null));
  const register = useRegisterCard(pending?.patientId ?? patientId);
  const started = useRef(false);
  const [lostChallenge, setLostChallenge] = useState(false);
  // A card through its 3-D Secure check whose saving failed in a way that may pass later (no
  // answer, the api or the gateway down): it can be saved again with the same token, without a
  // new check, while the gateway still takes the token and the registration is kept.
  const [unsaved, setUnsaved] = useState<PendingRegistration | null>(null);
  const [tooOld, setTooOld] = useState(false);

  const { mutate: saveCard } = register;
  const save = useCallback(
    (waiting: PendingRegistration) => {
      setUnsaved(null);
      saveCard(waiting.tokenId, {
        onSuccess: (card) => {
          setRegistered(card);
          if (waiting.returnTo) void navigate(waiting.returnTo, { replace: true });
        },
        onError: (error) => {
          if (mayPassOnRetry(error)) setUnsaved(waiting);
        },
      });
    },
    [saveCard, navigate],
  );

  useEffect(() => {
    if (!returnedToken || started.current) return;
    started.current = true;
    // The token has no place in the address once it is back: a reload must not send it again.
    // The registration itself stays until its card is saved or its token refused.
    void navigate(SCREEN_PATH, { replace: true });
    if (!pending) {
      clearPendingRegistration();
      setLostChallenge(true);
      return;
    }
    save(pending);
  }, [returnedToken, pending, navigate, save]);

  /** Gives up the card left unsaved: the patient goes on with another one. */
  const forgetUnsaved = () => {
    if (!unsaved) return;
    clearPendingRegistration(unsaved.tokenId);
    setUnsaved(null);
    register.reset();
  };

  return {
    /**
     * Has the gateway's fields make the token, then leaves for the challenge page. The card form
     * waits for the outcome: a refusal that names one of its fields is shown at that field.
     */
    start: (details: CardDetails): Promise<unknown> => {
      forgetUnsaved();
      setTooOld(false);
      return tokenize.mutateAsync(details);
    },
    /**
     * Takes away the message of the last attempt, once the patient changes the details or sends
     * them again: it is about details that are no longer there. A card left unsaved keeps its
     * message and its way to save it again, which are not about the details in the form.
     */
    dismissError: () => {
      if (tokenize.isError) tokenize.reset();
      if (register.isError && !unsaved) register.reset();
      setLostChallenge(false);
      setTooOld(false);
    },
    /**
     * Saves the card left unsaved again, with the token it was checked with; null when there is
     * none. A registration kept longer than allowed is not sent: the card is registered anew.
     */
    retrySave: unsaved
      ? () => {
          const waiting = readPendingRegistration(unsaved.tokenId);
          if (waiting) {
            save(waiting);
            return;
          }
          forgetUnsaved();
          setTooOld(true);
        }
      : null,
    /** The card passed its 3-D Secure check but is not saved: `retrySave` may save it. */
    unsaved: unsaved !== null,
    /** Tokenizing, or back from the challenge and registering. */
    busy: tokenize.isPending || tokenize.isSuccess || register.isPending,
    registering: register.isPending,
    /** The message above the form: a refusal at one of the form's fields is said there instead. */
    error:
      (isFieldTokenError(tokenize.error) ? null : tokenize.error) ??
      register.error ??
      (tooOld ? TOKEN_TOO_OLD : null),
    registered,
    lostChallenge,
    returnTo,
  };
}
