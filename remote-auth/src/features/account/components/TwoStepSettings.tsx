import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';
import { type IdentitySettings } from '@harmo/shared/account-settings';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import {
  AuthenticatorKey,
  CodeStep,
  DANGER_CONFIRM_LOOK,
  FormAlert,
  IdentityForm,
  TextField,
  errorMessageKey,
  itemList,
  phoneFormSchema,
  useIdentityForm,
} from '../../ui';
import { identitySettingsQueryOptions, useIdentitySettings } from '../api/identity-settings';
import {
  useAssociateAuthenticator,
  useDisableMfa,
  useEnableAuthenticator,
  useEnableSmsMfa,
  useSendPhoneCode,
} from '../api/two-step';

type Setup = 'none' | 'authenticator' | 'sms';

function AuthenticatorSetup({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const email = useSessionStore((s) => s.user?.email ?? '');
  const [secret, setSecret] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const association = useAssociateAuthenticator();
  const enabling = useEnableAuthenticator();

  if (!secret) {
    return (
      <>
        <FormAlert>{alert}</FormAlert>
        <button
          type="button"
          className="harmo-button harmo-button--primary harmo-button--block"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setAlert(null);
            association
              .mutateAsync()
              .then(setSecret)
              .catch((error: unknown) => setAlert(t(errorMessageKey(error))))
              .finally(() => setBusy(false));
          }}
        >
          {busy ? t('mfa.setup.preparing') : t('account.twoStep.authenticator.start')}
        </button>
      </>
    );
  }
  return (
    <div className="harmo-totp-setup">
      <AuthenticatorKey email={email} secret={secret} />
      <CodeStep
        label={t('mfa.setup.codeLabel')}
        submitLabel={t('account.twoStep.authenticator.submit')}
        onSubmit={async (code) => {
          await enabling.mutateAsync(code);
          await onDone();
        }}
      />
    </div>
  );
}

function SmsSetup({
  settings,
  onDone,
}: {
  settings: IdentitySettings;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const phoneCode = useSendPhoneCode();
  const enabling = useEnableSmsMfa();
  const identity = useIdentityForm(
    phoneFormSchema,
    { phone: '' },
    {
      onSubmit: async ({ phone }) => {
        await phoneCode.mutateAsync(phone);
        setSentTo(phone);
      },
      fieldFor: { invalidParameter: 'phone' },
    },
  );

  if (sentTo) {
    return (
      <>
        <p className="harmo-code-destination">
          {t('account.twoStep.sms.sentTo')}
          <strong className="harmo-code-destination__address">{sentTo}</strong>
        </p>
        <p>
          <button type="button" className="harmo-link-button" onClick={() => setSentTo(null)}>
            {t('account.twoStep.sms.changeNumber')}
          </button>
        </p>
        <CodeStep
          label={t('fields.code')}
          submitLabel={t('account.twoStep.sms.submit')}
          onSubmit={async (code) => {
            await enabling.mutateAsync(code);
            await onDone();
          }}
        />
      </>
    );
  }
  return (
    <IdentityForm form={identity} submitLabel={t('account.twoStep.sms.sendCode')}>
      <TextField
        label={t('account.twoStep.sms.phone')}
        hint={
          settings.phoneNumber
            ? t('account.twoStep.sms.phoneHintCurrent', { phone: settings.phoneNumber })
            : t('account.twoStep.sms.phoneHint')
        }
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...identity.field('phone')}
      />
    </IdentityForm>
  );
}

/**
 * Two-step sign-in: what is on now, setting up an authenticator app (QR code and key) or SMS
 * codes to a mobile number (proved by a code), and turning it off (asked first).
 */
export function TwoStepSettings() {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const settings = useIdentitySettings();
  const disabling = useDisableMfa();
  const [setup, setSetup] = useState<Setup>('none');
  const [alert, setAlert] = useState<string | null>(null);
  // Finishing a set-up, like turning two-step sign-in off, takes its section away with the button
  // that was pressed: focus goes to the message saying it is done, beside the setting that now
  // reads on (or off), rather than to the top of the page.
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const reload = () =>
    queryClient.invalidateQueries({ queryKey: identitySettingsQueryOptions.queryKey });
  const finished = (message: string) => async () => {
    await reload();
    setSetup('none');
    setNotice({ text: message });
  };
  // Another set-up started makes the last message out of date.
  const open = (which: Setup) => {
    setNotice(null);
    setSetup(which);
  };

  if (settings.isPending) {
    return (
      <p role="status" className="harmo-auth__status">
        {t('common.loading')}
      </p>
    );
  }
  if (settings.isError) return <FormAlert>{t(errorMessageKey(settings.error))}</FormAlert>;

  const { mfaEnabled, preferredMfa } = settings.data;
  const status =
    mfaEnabled.length === 0
      ? t('account.twoStep.off')
      : itemList(
          mfaEnabled.map((method) =>
            method === preferredMfa && mfaEnabled.length > 1
              ? t('account.twoStep.preferred', { method: t(`mfa.select.${method}`) })
              : t(`mfa.select.${method}`),
          ),
          i18n.language,
        );

  return (
    <>
      <section className="harmo-card" aria-labelledby="two-step-status">
        <h2 id="two-step-status" className="harmo-card__title">
          {t('account.twoStep.statusTitle')}
        </h2>
        <p data-testid="two-step-status">{status}</p>
      </section>
      <FormAlert>{alert}</FormAlert>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className="harmo-notice">
          {notice.text}
        </p>
      )}

      {!mfaEnabled.includes('SOFTWARE_TOKEN_MFA') && (
        <section className="harmo-settings-section" aria-labelledby="two-step-authenticator">
          <h2 id="two-step-authenticator">{t('account.twoStep.authenticator.title')}</h2>
          <p>{t('account.twoStep.authenticator.lead')}</p>
          {setup === 'authenticator' ? (
            <AuthenticatorSetup onDone={finished(t('account.twoStep.authenticator.done'))} />
          ) : (
            <button
              type="button"
              className="harmo-button harmo-button--block"
              onClick={() => open('authenticator')}
            >
              {t('account.twoStep.authenticator.open')}
            </button>
          )}
        </section>
      )}

      {!mfaEnabled.includes('SMS_MFA') && (
        <section className="harmo-settings-section" aria-labelledby="two-step-sms">
          <h2 id="two-step-sms">{t('account.twoStep.sms.title')}</h2>
          <p>{t('account.twoStep.sms.lead')}</p>
          {setup === 'sms' ? (
            <SmsSetup settings={settings.data} onDone={finished(t('account.twoStep.sms.done'))} />
          ) : (
            <button
              type="button"
              className="harmo-button harmo-button--block"
              onClick={() => open('sms')}
            >
              {t('account.twoStep.sms.open')}
            </button>
          )}
        </section>
      )}

      {mfaEnabled.length > 0 && (
        <section className="harmo-settings-section" aria-labelledby="two-step-off">
          <h2 id="two-step-off">{t('account.twoStep.disable.title')}</h2>
          <p>{t('account.twoStep.disable.lead')}</p>
          <ConfirmAction
            label={t('account.twoStep.disable.action')}
            question={t('account.twoStep.disable.question')}
            confirmLabel={t('account.twoStep.disable.confirm')}
            cancelLabel={t('common.cancel')}
            busyLabel={t('common.sending')}
            classNames={DANGER_CONFIRM_LOOK}
            onConfirm={async () => {
              setAlert(null);
              setNotice(null);
              try {
                await disabling.mutateAsync();
              } catch (error) {
                setAlert(t(errorMessageKey(error)));
                throw error;
              }
              await reload();
              setSetup('none');
              setNotice({ text: t('account.twoStep.disable.done') });
            }}
          />
        </section>
      )}
    </>
  );
}
