import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { IdentityForm, PersonFields, familyMemberFormSchema, useIdentityForm } from '../../ui';
import { useAddFamilyMember } from '../api/add-family-member';

const schema = familyMemberFormSchema();

/** A new family member: name, kana, gender, and the birth date when it is known. */
export function AddFamilyMemberForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('auth');
  const add = useAddFamilyMember();
  // The addition last sent and its key: sent again unchanged (its answer lost on the way, or
  // pressed twice), it goes under the same key, so the person is added once.
  const sent = useRef<{ key: string; request: string } | null>(null);
  const identity = useIdentityForm(
    schema,
    { name: '', kana: '', birthDate: '' },
    {
      onSubmit: async ({ birthDate, ...fields }) => {
        const member = { ...fields, birthDate: birthDate || null };
        const request = JSON.stringify(member);
        if (sent.current?.request !== request) {
          sent.current = { key: crypto.randomUUID(), request };
        }
        const added = await add.mutateAsync({ member, idempotencyKey: sent.current.key });
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
