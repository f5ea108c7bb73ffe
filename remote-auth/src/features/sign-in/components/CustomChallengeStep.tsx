import { useTranslation } from 'react-i18next';
import { IdentityForm, TextField, customChallengeFormSchema, useIdentityForm } from '../../ui';

/** CUSTOM_CHALLENGE: the pool's own question (its text comes from the pool, if it sends one). */
export function CustomChallengeStep({
  parameters,
  onSubmit,
}: {
  parameters: Record<string, string>;
  onSubmit: (answer: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const identity = useIdentityForm(
    customChallengeFormSchema,
    { answer: '' },
    { onSubmit: ({ answer }) => onSubmit(answer) },
  );
  const question = parameters.question ?? parameters.QUESTION ?? null;

  return (
    <IdentityForm form={identity} submitLabel={t('custom.submit')}>
      <TextField
        label={question ?? t('custom.answer')}
        autoComplete="off"
        {...identity.field('answer')}
      />
    </IdentityForm>
  );
}
