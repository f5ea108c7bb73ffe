import { useTranslation } from 'react-i18next';
import { CodeStep } from './CodeStep';
import { ResendCodeButton } from './ResendCodeButton';

/**
 * The e-mailed code that confirms a new identity's address: the address in full (the code went
 * there), the code, and a way to have it sent again. Used right after sign-up, and at sign-in for
 * an address whose code step was left unfinished.
 */
export function AddressCodeStep({
  email,
  onConfirm,
  resend,
  onChangeAddress,
}: {
  email: string;
  onConfirm: (code: string) => Promise<void>;
  /** Sends the code to the address again. */
  resend: () => Promise<unknown>;
  /** Back to the address, where it can be corrected (sign-up only). */
  onChangeAddress?: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p className="harmo-code-destination">
        {t('signUp.sentToLead')}
        <strong className="harmo-code-destination__address" data-testid="code-destination">
          {email}
        </strong>
      </p>
      <p className="harmo-auth__lead">{t('signUp.enterCode')}</p>
      {onChangeAddress && (
        <p>
          <button type="button" className="harmo-link-button" onClick={onChangeAddress}>
            {t('signUp.changeAddress')}
          </button>
        </p>
      )}
      <CodeStep label={t('fields.code')} submitLabel={t('signUp.confirm')} onSubmit={onConfirm} />
      <ResendCodeButton
        resend={resend}
        label={t('signUp.resend')}
        sentMessage={t('signUp.resent')}
      />
    </>
  );
}
