import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { EmailField, IdentityForm, invitationFormSchema, useIdentityForm } from '../../ui';
import { useInvite } from '../api/invite-to-share';

/**
 * Invites someone, by the e-mail address of their harmo account, to use this notebook (and the
 * family's) as this account does.
 */
export function InviteForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const invite = useInvite();
  const identity = useIdentityForm(
    invitationFormSchema,
    { email: '' },
    {
      onSubmit: async ({ email }) => {
        await invite.mutateAsync(email);
        notify.success(t('family.invite.sent', { email }));
        onSent();
      },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('family.invite.submit')}>
      <EmailField field={identity.field('email')} autoComplete="email" />
    </IdentityForm>
  );
}
