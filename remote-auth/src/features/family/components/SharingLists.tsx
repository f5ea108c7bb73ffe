import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@harmo/contracts/accounts';
import { notify } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import { CONFIRM_LOOK, DANGER_CONFIRM_LOOK, FormAlert, errorMessageKey } from '../../ui';
import { AUTH_PATHS } from '../../session-flow';
import { useAcceptInvitation, useEndSharing, useInvitations } from '../api/invitations';

function useDate(): (iso: string | null) => string {
  const { i18n } = useTranslation('auth');
  return (iso) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ja-JP', {
          dateStyle: 'medium',
          timeZone: 'Asia/Tokyo',
        }).format(new Date(iso))
      : '';
}

/** One change of sharing with its outcome reported: the alert on failure, a toast on success. */
function useSharingAction(setAlert: (text: string | null) => void) {
  const { t } = useTranslation('auth');
  return async (run: () => Promise<unknown>, done: string) => {
    setAlert(null);
    try {
      await run();
    } catch (error) {
      setAlert(t(errorMessageKey(error)));
      throw error;
    }
    notify.success(done);
  };
}

function SentItem({
  invitation,
  act,
}: {
  invitation: Invitation;
  act: ReturnType<typeof useSharingAction>;
}) {
  const { t } = useTranslation('auth');
  const date = useDate();
  const end = useEndSharing();
  const who = invitation.toAccount?.name ?? invitation.inviteeEmail;
  const pending = invitation.status === 'pending';
  return (
    <li className="harmo-person" data-testid="sent-sharing">
      <p className="harmo-person__name">{who}</p>
      <p className="harmo-person__detail">
        {pending
          ? t('family.sent.pending', {
              email: invitation.inviteeEmail,
              date: date(invitation.expiresAt),
            })
          : t('family.sent.active', { email: invitation.inviteeEmail })}
      </p>
      <ConfirmAction
        label={pending ? t('family.sent.withdraw') : t('family.sent.stop')}
        question={
          pending
            ? t('family.sent.withdrawQuestion', { email: invitation.inviteeEmail })
            : t('family.sent.stopQuestion', { name: who })
        }
        confirmLabel={pending ? t('family.sent.withdrawConfirm') : t('family.sent.stopConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.sending')}
        classNames={DANGER_CONFIRM_LOOK}
        onConfirm={() =>
          act(
            () => end.mutateAsync(invitation.id),
            pending ? t('family.sent.withdrawn') : t('family.sent.stopped', { name: who }),
          )
        }
      />
    </li>
  );
}

function ReceivedItem({
  invitation,
  act,
}: {
  invitation: Invitation;
  act: ReturnType<typeof useSharingAction>;
}) {
  const { t } = useTranslation('auth');
  const date = useDate();
  const accept = useAcceptInvitation();
  const end = useEndSharing();
  const from = invitation.fromAccount.name;
  // Accepting takes the button pressed away (the invitation becomes a sharing, in the same
  // place): focus goes to the accepted notebook's entry rather than to the top of the page.
  const entryRef = useRef<HTMLLIElement>(null);
  const focusWhenActive = useRef(false);
  useEffect(() => {
    if (invitation.status === 'active' && focusWhenActive.current) {
      focusWhenActive.current = false;
      entryRef.current?.focus();
    }
  }, [invitation.status]);
  if (invitation.status === 'pending') {
    return (
      <li className="harmo-person" data-testid="received-invitation">
        <p className="harmo-person__name">{from}</p>
        <p className="harmo-person__detail">
          {t('family.received.pending', { date: date(invitation.expiresAt) })}
        </p>
        <div className="harmo-person__actions">
          <button
            type="button"
            className="harmo-button harmo-button--primary harmo-button--block"
            disabled={accept.isPending || end.isPending}
            onClick={() => {
              focusWhenActive.current = true;
              void act(
                () => accept.mutateAsync(invitation.id),
                t('family.received.accepted', { name: from }),
              ).catch(() => {
                focusWhenActive.current = false;
              });
            }}
          >
            {t('family.received.accept', { name: from })}
          </button>
          <ConfirmAction
            label={t('family.received.refuse', { name: from })}
            question={t('family.received.refuseQuestion', { name: from })}
            confirmLabel={t('family.received.refuseConfirm')}
            cancelLabel={t('common.cancel')}
            busyLabel={t('common.sending')}
            classNames={CONFIRM_LOOK}
            onConfirm={() =>
              act(
                () => end.mutateAsync(invitation.id),
                t('family.received.refused', { name: from }),
              )
            }
          />
        </div>
      </li>
    );
  }
  return (
    <li ref={entryRef} tabIndex={-1} className="harmo-person" data-testid="received-sharing">
      <p className="harmo-person__name">{from}</p>
      <p className="harmo-person__detail">
        {t('family.received.active', { date: date(invitation.acceptedAt) })}
      </p>
      <ConfirmAction
        label={t('family.received.stop', { name: from })}
        question={t('family.received.stopQuestion', { name: from })}
        confirmLabel={t('family.received.stopConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.sending')}
        classNames={DANGER_CONFIRM_LOOK}
        onConfirm={() =>
          act(() => end.mutateAsync(invitation.id), t('family.received.stopped', { name: from }))
        }
      />
    </li>
  );
}

/**
 * Sharing, both ways: the people who may act for this account and the family members it keeps,
 * as it does itself (invitations pending or accepted, each withdrawable), and the notebooks
 * others share with it (an invitation to accept or refuse, a sharing to stop).
 */
export function SharingLists() {
  const { t } = useTranslation('auth');
  const invitations = useInvitations();
  const [alert, setAlert] = useState<string | null>(null);
  const act = useSharingAction(setAlert);

  if (invitations.isPending) {
    return (
      <p role="status" className="harmo-auth__status">
        {t('common.loading')}
      </p>
    );
  }
  if (invitations.isError) return <FormAlert>{t(errorMessageKey(invitations.error))}</FormAlert>;
  const { sent, received } = invitations.data;

  return (
    <>
      <FormAlert>{alert}</FormAlert>
      <section className="harmo-settings-section" aria-labelledby="sharing-received">
        <h2 id="sharing-received">{t('family.received.title')}</h2>
        <p>{t('family.received.lead')}</p>
        {received.length === 0 ? (
          <p className="harmo-empty">{t('family.received.none')}</p>
        ) : (
          <ul className="harmo-person-list">
            {received.map((invitation) => (
              <ReceivedItem key={invitation.id} invitation={invitation} act={act} />
            ))}
          </ul>
        )}
      </section>
      <section className="harmo-settings-section" aria-labelledby="sharing-sent">
        <h2 id="sharing-sent">{t('family.sent.title')}</h2>
        <p>{t('family.sent.lead')}</p>
        {sent.length === 0 ? (
          <p className="harmo-empty">{t('family.sent.none')}</p>
        ) : (
          <ul className="harmo-person-list">
            {sent.map((invitation) => (
              <SentItem key={invitation.id} invitation={invitation} act={act} />
            ))}
          </ul>
        )}
        <p>
          <Link to={AUTH_PATHS.invite} className="harmo-button harmo-button--block">
            {t('family.sent.invite')}
          </Link>
        </p>
      </section>
    </>
  );
}
