import { useTranslation } from 'react-i18next';
import {
  AgreementField,
  PersonFields,
  SubmitButton,
  formSubmitHandler,
  upgradeWithAgreementFormSchema,
  useValidationText,
  useZodForm,
} from '../../ui';
import type { AccountProfileInput } from '../types/creation';

const schema = upgradeWithAgreementFormSchema();

/**
 * Name, kana (katakana), birth date and gender of the new account, checked before sending.
 * `askAgreement`: the person has not agreed to the terms on the sign-up form (Google, Apple, or
 * a reload since), so the form asks here; `onSubmit` learns whether they agreed on this form.
 */
export function UpgradeFormView({
  busy,
  askAgreement = false,
  onSubmit,
}: {
  busy: boolean;
  askAgreement?: boolean;
  onSubmit: (profile: AccountProfileInput, agreedHere: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  // Agreed on the sign-up form already: the box is not shown again, and counts as ticked there.
  const form = useZodForm(schema, { name: '', kana: '', birthDate: '', agreed: !askAgreement });
  const { errors } = form.formState;
  const submit = formSubmitHandler(
    form.handleSubmit(({ name, kana, birthDate, gender }) =>
      onSubmit({ name, kana, birthDate, gender }, askAgreement),
    ),
  );
  const field = (name: 'name' | 'kana' | 'birthDate' | 'gender' | 'agreed') => ({
    registration: form.register(name),
    error: text(errors[name]?.message),
  });

  return (
    <form className="harmo-form" noValidate onSubmit={submit} data-testid="upgrade-form">
      <PersonFields field={field} />
      {askAgreement && <AgreementField {...field('agreed')} />}
      <SubmitButton busy={busy} busyLabel={t('createAccount.creating')}>
        {t('createAccount.submit')}
      </SubmitButton>
    </form>
  );
}
