import { useCallback, useRef, useState } from 'react';
import { useSessionStore } from '@harmo/shared';
import { draftOwner, forgetDraftPhoto } from '../../order-draft';
import { blobToDataUrl } from '../utils/base64';
import { keepPhoto, keptPhoto } from '../utils/kept-photo';

export interface KeptPhoto {
  /** The photo shown, ready to send, or null. */
  photo: Blob | null;
  /** Shows another photo, or none, in place of the one shown; the tab keeps it instead. */
  change(photo: Blob | null): void;
  /**
   * The photo shown has been sent: the tab keeps it no longer. Works after the screen has gone
   * (the person may leave while it is sent).
   */
  sent(): void;
}

/**
 * The photo chosen for the patient's draft and not sent yet. It is kept in this tab's session
 * storage (gone when the tab closes; a photo of a medical document must not outlive it on a
 * shared phone), so that a reload (a phone waking a tab it had put to sleep, a pull to refresh)
 * shows it again. It is kept for the account signed in and that patient only: it never shows for
 * another patient, nor for another account signed in later in the tab.
 */
export function useKeptPhoto(patientId: string): KeptPhoto {
  const accountId = useSessionStore((state) => state.user?.accountId ?? null);
  const owner = accountId ? draftOwner(accountId, patientId) : null;
  const [held, setHeld] = useState(() => ({ owner, photo: owner ? keptPhoto(owner) : null }));

  let current = held;
  if (held.owner !== owner) {
    // Another patient or account now (or the account has just loaded): its own photo, never the
    // one shown for the one before.
    current = { owner, photo: owner ? keptPhoto(owner) : null };
    setHeld(current);
  }

  // The photo being written to storage: a write that ends after it was replaced or sent is
  // dropped, or it would bring back a photo the screen no longer shows.
  const writing = useRef<Blob | null>(null);

  const change = useCallback(
    (photo: Blob | null) => {
      setHeld({ owner, photo });
      writing.current = photo;
      if (!owner) return;
      // At once: should the new photo not fit in storage, the one before must not come back.
      forgetDraftPhoto(owner);
      if (!photo) return;
      void blobToDataUrl(photo).then(
        (dataUrl) => {
          if (writing.current === photo) keepPhoto(owner, dataUrl);
        },
        () => {
          // Not kept: the photo is only lost on a reload.
        },
      );
    },
    [owner],
  );

  const sent = useCallback(() => {
    writing.current = null;
    if (owner) forgetDraftPhoto(owner);
  }, [owner]);

  return { photo: current.photo, change, sent };
}
