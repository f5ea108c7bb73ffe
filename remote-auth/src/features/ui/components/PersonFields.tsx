import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EARLIEST_BIRTH_DATE, todayInJapan } from '../utils/schemas';
import { KanaField } from './KanaField';
import { RadioGroupField } from './RadioGroupField';
import { TextField } from './TextField';

type PersonField = 'name' | 'kana' | 'birthDate' | 'gender';

/**
 * A person's name, reading (katakana), birth date and gender: the account's own profile, a new
 * account, a family member. `field(name)` gives each field's registration and message (the
 * `field` of `useIdentityForm`).
 */
export function PersonFields({
  field,
  birthDateHint,
}: {
  field: (name: PersonField) => {
    registration: UseFormRegisterReturn;
    error: string | undefined;
  };
  birthDateHint?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('createAccount.fields.name')}
        hint={t('createAccount.fields.nameHint')}
        autoComplete="name"
        {...field('name')}
      />
      <KanaField
        label={t('createAccount.fields.kana')}
        hint={t('createAccount.fields.kanaHint')}
        {...field('kana')}
      />
      <TextField
        label={t('createAccount.fields.birthDate')}
        hint={birthDateHint}
        type="date"
        autoComplete="bday"
        min={EARLIEST_BIRTH_DATE}
        max={todayInJapan()}
        {...field('birthDate')}
      />
      <RadioGroupField
        legend={t('createAccount.fields.gender')}
        options={[
          { value: 'male', label: t('createAccount.fields.male') },
          { value: 'female', label: t('createAccount.fields.female') },
        ]}
        {...field('gender')}
      />
    </>
  );
}
