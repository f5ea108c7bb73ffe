import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { IdentityForm, PersonFields, familyMemberFormSchema, useIdentityForm } from '../../ui';
import { useAddFamilyMember } from '../api/add-family-member';

const schema = familyMemberFormSchema();

/** A new family member: name, kana, gender, and the birth date when it is known. */
export function AddFamilyMemberForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('auth');
  const add = useAddFamilyMember();
  const identity = useIdentityForm(
    schema,
    { name: '', kana: '', birthDate: '' },
    {
      onSubmit: async ({ birthDate, ...member }) => {
        const added = await add.mutateAsync({ ...member, birthDate: birthDate || null });
        notify.success(t('family.members.added', { name: added.name }));
        onAdded();
      },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('family.add.submit')}>
      <PersonFields field={identity.field} birthDateHint={t('family.add.birthDateHint')} />
    </IdentityForm>
  );
}
