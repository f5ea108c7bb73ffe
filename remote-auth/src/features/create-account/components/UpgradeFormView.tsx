import { useTranslation } from 'react-i18next';
import {
  EARLIEST_BIRTH_DATE,
  RadioGroupField,
  SubmitButton,
  TextField,
  todayInJapan,
  upgradeFormSchema,
  useValidationText,
  formSubmitHandler,
  useZodForm,
} from '../../ui';
import type { AccountProfileInput } from '../types/creation';

const schema = upgradeFormSchema();

/** Name, kana (katakana), birth date and gender of the new account, checked before sending. */
export function UpgradeFormView({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (profile: AccountProfileInput) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const form = useZodForm(schema, { name: '', kana: '', birthDate: '' });
  const { errors } = form.formState;
  const submit = formSubmitHandler(form.handleSubmit((profile) => onSubmit(profile)));

  return (
    <form className="harmo-form" noValidate onSubmit={submit} data-testid="upgrade-form">
      <TextField
        label={t('createAccount.fields.name')}
        hint={t('createAccount.fields.nameHint')}
        autoComplete="name"
        registration={form.register('name')}
        error={text(errors.name?.message)}
      />
      <TextField
        label={t('createAccount.fields.kana')}
        hint={t('createAccount.fields.kanaHint')}
        autoComplete="off"
        registration={form.register('kana')}
        error={text(errors.kana?.message)}
      />
      <TextField
        label={t('createAccount.fields.birthDate')}
        type="date"
        autoComplete="bday"
        min={EARLIEST_BIRTH_DATE}
        max={todayInJapan()}
        registration={form.register('birthDate')}
        error={text(errors.birthDate?.message)}
      />
      <RadioGroupField
        legend={t('createAccount.fields.gender')}
        options={[
          { value: 'male', label: t('createAccount.fields.male') },
          { value: 'female', label: t('createAccount.fields.female') },
        ]}
        registration={form.register('gender')}
        error={text(errors.gender?.message)}
      />
      <SubmitButton busy={busy} busyLabel={t('createAccount.creating')}>
        {t('createAccount.submit')}
      </SubmitButton>
    </form>
  );
}
