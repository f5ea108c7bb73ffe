import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';
import { IdentityForm, TextField, deletionFormSchema, nameList, useIdentityForm } from '../../ui';
import { useBackToSignIn } from '../../session-flow';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deleting the account: first what goes with it (the family members it keeps and their records,
 * the notebooks it shares and those shared with it), then the person types their e-mail address
 * to confirm. Nothing can be undone, so nothing is deleted before that.
 */
export function DeleteAccount() {
  const { t, i18n } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();
  const user = useSessionStore((s) => s.user);
  const patients = useSessionStore((s) => s.patients);
  const email = user?.email ?? '';
  const deletion = useDeleteAccount();
  const family = Object.values(patients).filter((patient) => patient.type === 'family');
  const shared = Object.values(patients).filter(
    (patient) => patient.type === 'sharing' || patient.type === 'familySharing',
  );
  const identity = useIdentityForm(
    deletionFormSchema(email),
    { confirmation: '' },
    {
      onSubmit: async () => {
        await deletion.mutateAsync();
        backToSignIn({ notice: 'accountDeleted' });
      },
    },
  );

  return (
    <>
      <section className="harmo-warning" aria-labelledby="deletion-consequences">
        <h2 id="deletion-consequences">{t('account.delete.consequencesTitle')}</h2>
        <ul>
          <li>{t('account.delete.own')}</li>
          <li>
            {family.length > 0
              ? t('account.delete.familyNamed', {
                  names: nameList(
                    family.map((person) => person.name),
                    i18n.language,
                  ),
                })
              : t('account.delete.familyNone')}
          </li>
          <li>{t('account.delete.sharing')}</li>
          {shared.length > 0 && (
            <li>
              {t('account.delete.sharedNamed', {
                names: nameList(
                  shared.map((person) => person.name),
                  i18n.language,
                ),
              })}
            </li>
          )}
          <li>{t('account.delete.signIn')}</li>
          <li>{t('account.delete.final')}</li>
        </ul>
      </section>
      <IdentityForm
        form={identity}
        submitLabel={t('account.delete.submit')}
        busyLabel={t('account.delete.deleting')}
        danger
      >
        <TextField
          label={t('account.delete.confirmationLabel')}
          hint={t('account.delete.confirmationHint', { email })}
          type="email"
          autoComplete="off"
          inputMode="email"
          {...identity.field('confirmation')}
        />
      </IdentityForm>
    </>
  );
}
