import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFamily } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import { DANGER_CONFIRM_LOOK, FormAlert, errorMessageKey } from '../../ui';
import { AUTH_PATHS } from '../../session-flow';
import { useRemoveFamilyMember } from '../api/remove-family-member';

/** The family members whose notebooks this account keeps, each removable (asked first). */
export function FamilyMembers() {
  const { t } = useTranslation('auth');
  const family = useFamily();
  const remove = useRemoveFamilyMember();
  const [alert, setAlert] = useState<string | null>(null);
  // The removed member leaves the list with the button that was pressed: focus goes to the
  // message saying it is done, in this section, rather than to the top of the page.
  const [removed, setRemoved] = useState<{ text: string } | null>(null);
  const removedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed) removedRef.current?.focus();
  }, [removed]);
  const members = family.data?.family ?? [];

  return (
    <section className="harmo-settings-section" aria-labelledby="family-members">
      <h2 id="family-members">{t('family.members.title')}</h2>
      <p>{t('family.members.lead')}</p>
      <FormAlert>{alert}</FormAlert>
      {removed && (
        <p ref={removedRef} tabIndex={-1} className="harmo-notice">
          {removed.text}
        </p>
      )}
      {family.isPending ? (
        <p role="status" className="harmo-auth__status">
          {t('common.loading')}
        </p>
      ) : members.length === 0 ? (
        <p className="harmo-empty">{t('family.members.none')}</p>
      ) : (
        <ul className="harmo-person-list">
          {members.map((member) => (
            <li key={member.accountId} className="harmo-person" data-testid="family-member">
              <p className="harmo-person__name">{member.name}</p>
              <p className="harmo-person__detail">{member.kana}</p>
              <ConfirmAction
                label={t('family.members.remove', { name: member.name })}
                question={t('family.members.removeQuestion', { name: member.name })}
                confirmLabel={t('family.members.removeConfirm')}
                cancelLabel={t('common.cancel')}
                busyLabel={t('common.sending')}
                classNames={DANGER_CONFIRM_LOOK}
                onConfirm={async () => {
                  setAlert(null);
                  setRemoved(null);
                  try {
                    await remove.mutateAsync(member.accountId);
                  } catch (error) {
                    setAlert(t(errorMessageKey(error)));
                    throw error;
                  }
                  setRemoved({ text: t('family.members.removed', { name: member.name }) });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={AUTH_PATHS.addFamilyMember} className="harmo-button harmo-button--block">
          {t('family.members.add')}
        </Link>
      </p>
    </section>
  );
}
