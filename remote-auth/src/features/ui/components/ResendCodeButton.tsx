import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { errorMessageKey } from '../hooks/use-messages';

/** Asks for the code again; says so when it is sent, and why when it could not be. */
export function ResendCodeButton({
  resend,
  label,
  sentMessage,
}: {
  resend: () => Promise<unknown>;
  label: string;
  sentMessage: string;
}) {
  const { t } = useTranslation('auth');
  const [resending, setResending] = useState(false);
  const onClick = () => {
    setResending(true);
    resend()
      .then(() => notify.success(sentMessage))
      .catch((error: unknown) => notify.error(t(errorMessageKey(error))))
      .finally(() => setResending(false));
  };
  return (
    <p className="harmo-auth__aside">
      <button type="button" className="harmo-link-button" disabled={resending} onClick={onClick}>
        {label}
      </button>
    </p>
  );
}
