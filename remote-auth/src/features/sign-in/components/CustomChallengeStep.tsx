import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SubmitButton,
  TextField,
  customChallengeFormSchema,
  errorMessageKey,
  useValidationText,
  formSubmitHandler,
  useZodForm,
} from '../../ui';

/** CUSTOM_CHALLENGE: the pool's own question (its text comes from the pool, if it sends one). */
export function CustomChallengeStep({
  parameters,
  onSubmit,
}: {
  parameters: Record<string, string>;
  onSubmit: (answer: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(customChallengeFormSchema, { answer: '' });
  const { errors, isSubmitting } = form.formState;
  const question = parameters.question ?? parameters.QUESTION ?? null;

  const submit = formSubmitHandler(
    form.handleSubmit(async ({ answer }) => {
      setAlert(null);
      try {
        await onSubmit(answer);
      } catch (error) {
        setAlert(t(errorMessageKey(error)));
      }
    }),
  );

  return (
    <form className="harmo-form" noValidate onSubmit={submit}>
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={question ?? t('custom.answer')}
        autoComplete="off"
        registration={form.register('answer')}
        error={text(errors.answer?.message)}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('common.sending')}>
        {t('custom.submit')}
      </SubmitButton>
    </form>
  );
}
