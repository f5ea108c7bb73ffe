import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@harmo/contracts/accounts';
import { notify } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import { CONFIRM_LOOK, DANGER_CONFIRM_LOOK, FormAlert, errorMessageKey } from '../../ui';
import { AUTH_PATHS } from '../../session-flow';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useEndSharing } from '../api/end-sharing';
import { useInvitations } from '../api/get-invitations';

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

type Section = 'received' | 'sent';

/** Runs one change of sharing; `done` says it succeeded. */
type SharingAction = (run: () => Promise<unknown>, done: string) => Promise<void>;

/**
 * The changes of sharing with their outcome reported: the alert on failure (rethrown, so a
 * question stays open to try again); on success, a toast when the entry stays in place (an
 * accepted invitation, which takes focus itself), and otherwise a message shown in the entry's
 * section that takes focus: an invitation withdrawn or refused, or a sharing stopped, leaves the
 * list with the button that was pressed, and focus would fall to the top of the page.
 */
function useSharingActions() {
  const { t } = useTranslation('auth');
  const [alert, setAlert] = useState<string | null>(null);
  const [ended, setEnded] = useState<{ section: Section; text: string } | null>(null);
  const endedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (ended) endedRef.current?.focus();
  }, [ended]);

  const send = async (run: () => Promise<unknown>) => {
    setAlert(null);
    setEnded(null);
    try {
      await run();
    } catch (error) {
      setAlert(t(errorMessageKey(error)));
      throw error;
    }
  };
  const kept: SharingAction = async (run, done) => {
    await send(run);
    notify.success(done);
  };
  const endedIn =
    (section: Section): SharingAction =>
    async (run, done) => {
      await send(run);
      setEnded({ section, text: done });
    };
  return { alert, ended, endedRef, kept, endedIn };
}

/** The message that a sharing or an invitation of this section has ended, when one just has. */
function EndedNotice({
  section,
  ended,
  endedRef,
}: {
  section: Section;
  ended: { section: Section; text: string } | null;
  endedRef: RefObject<HTMLParagraphElement | null>;
}) {
  if (ended?.section !== section) return null;
  return (
    <p ref={endedRef} tabIndex={-1} className="harmo-notice">
      {ended.text}
    </p>
  );
}

function SentItem({ invitation, ended }: { invitation: Invitation; ended: SharingAction }) {
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
          ended(
            () => end.mutateAsync(invitation.id),
            pending
              ? t('family.sent.withdrawn', { email: invitation.inviteeEmail })
              : t('family.sent.stopped', { name: who }),
          )
        }
      />
    </li>
  );
}

function ReceivedItem({
  invitation,
  kept,
  ended,
}: {
  invitation: Invitation;
  kept: SharingAction;
  ended: SharingAction;
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
              void kept(
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
              ended(
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
          ended(() => end.mutateAsync(invitation.id), t('family.received.stopped', { name: from }))
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
  const { alert, ended, endedRef, kept, endedIn } = useSharingActions();

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
        <EndedNotice section="received" ended={ended} endedRef={endedRef} />
        {received.length === 0 ? (
          <p className="harmo-empty">{t('family.received.none')}</p>
        ) : (
          <ul className="harmo-person-list">
            {received.map((invitation) => (
              <ReceivedItem
                key={invitation.id}
                invitation={invitation}
                kept={kept}
                ended={endedIn('received')}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="harmo-settings-section" aria-labelledby="sharing-sent">
        <h2 id="sharing-sent">{t('family.sent.title')}</h2>
        <p>{t('family.sent.lead')}</p>
        <EndedNotice section="sent" ended={ended} endedRef={endedRef} />
        {sent.length === 0 ? (
          <p className="harmo-empty">{t('family.sent.none')}</p>
        ) : (
          <ul className="harmo-person-list">
            {sent.map((invitation) => (
              <SentItem key={invitation.id} invitation={invitation} ended={endedIn('sent')} />
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
