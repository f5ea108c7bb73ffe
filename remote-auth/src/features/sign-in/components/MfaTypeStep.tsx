import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaType } from '@harmo/shared';
import { FormAlert, SubmitButton, errorMessageKey } from '../../ui';

/** SELECT_MFA_TYPE: the user picks how to receive the second factor. */
export function MfaTypeStep({
  options,
  onChoose,
}: {
  options: MfaType[];
  onChoose: (type: MfaType) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [choice, setChoice] = useState<MfaType>(options[0] ?? 'SOFTWARE_TOKEN_MFA');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  return (
    <form
      className="harmo-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setAlert(null);
        onChoose(choice)
          .catch((error: unknown) => setAlert(t(errorMessageKey(error))))
          .finally(() => setBusy(false));
      }}
    >
      <FormAlert>{alert}</FormAlert>
      <fieldset className="harmo-choices">
        <legend>{t('mfa.select.legend')}</legend>
        {options.map((type) => (
          <label key={type} className="harmo-choice">
            <input
              type="radio"
              name="mfaType"
              value={type}
              checked={choice === type}
              onChange={() => setChoice(type)}
            />
            {t(`mfa.select.${type}`)}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={busy} busyLabel={t('common.sending')}>
        {t('mfa.select.submit')}
      </SubmitButton>
    </form>
  );
}
