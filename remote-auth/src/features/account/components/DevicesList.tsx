import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RememberedDevice } from '@harmo/shared/account-settings';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import { DANGER_CONFIRM_LOOK, FormAlert, errorMessageKey } from '../../ui';
import { useDevices, useForgetDevice } from '../api/devices';
import { deviceKindOf } from '../utils/device-kind';

/** A date and time in Japan, as the person reads it in their language. */
function useDateTime(): (date: Date | null) => string {
  const { t, i18n } = useTranslation('auth');
  return (date) =>
    date
      ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ja-JP', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Tokyo',
        }).format(date)
      : t('account.devices.unknownDate');
}

function DeviceItem({
  device,
  onForget,
}: {
  device: RememberedDevice;
  onForget: () => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const dateTime = useDateTime();
  const nameId = useId();
  const detailId = useId();
  const kind = device.name === null ? null : deviceKindOf(device.name);
  const name = kind
    ? kind.browser && kind.system
      ? t('account.devices.browserOnSystem', { browser: kind.browser, system: kind.system })
      : (kind.browser ?? kind.system)
    : (device.name ?? t('account.devices.unnamed'));
  const lastSignIn = dateTime(device.lastAuthenticatedAt);
  return (
    <li className="harmo-person" data-testid="device">
      {/* Every button says the same: the group gives it its device when it is reached alone. */}
      <div role="group" aria-labelledby={`${nameId} ${detailId}`}>
        <p id={nameId} className="harmo-person__name">
          {name}
          {device.current && (
            <span className="harmo-badge harmo-device__current">
              {t('account.devices.thisBrowser')}
            </span>
          )}
        </p>
        <p id={detailId} className="harmo-person__detail">
          {t('account.devices.lastSignIn', { date: lastSignIn })}
        </p>
        <ConfirmAction
          label={t('account.devices.forget')}
          question={t('account.devices.forgetQuestion', {
            name: device.current ? t('account.devices.thisBrowserNamed', { name }) : name,
            date: lastSignIn,
          })}
          confirmLabel={t('account.devices.forgetConfirm')}
          cancelLabel={t('common.cancel')}
          busyLabel={t('common.sending')}
          classNames={DANGER_CONFIRM_LOOK}
          onConfirm={onForget}
        />
      </div>
    </li>
  );
}

/**
 * The devices that signed in to this account (ListDevices, a page at a time), newest pages
 * loaded on request. Forgetting one is asked first: with two-step sign-in on, that device is
 * asked for a code again at its next sign-in (it signs in as a new device).
 */
export function DevicesList() {
  const { t } = useTranslation('auth');
  const devices = useDevices();
  const forget = useForgetDevice();
  const [alert, setAlert] = useState<string | null>(null);
  // The forgotten device leaves the list with the button that was pressed: focus goes to the
  // message saying it is done, rather than to the top of the page.
  const [forgotten, setForgotten] = useState<{ text: string } | null>(null);
  const forgottenRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (forgotten) forgottenRef.current?.focus();
  }, [forgotten]);

  if (devices.isPending) {
    return (
      <p role="status" className="harmo-auth__status">
        {t('common.loading')}
      </p>
    );
  }
  if (devices.isError) return <FormAlert>{t(errorMessageKey(devices.error))}</FormAlert>;

  const all = devices.data.pages.flatMap((page) => page.devices);
  return (
    <>
      <FormAlert>{alert}</FormAlert>
      {forgotten && (
        <p ref={forgottenRef} tabIndex={-1} className="harmo-notice">
          {forgotten.text}
        </p>
      )}
      {all.length === 0 ? (
        <p>{t('account.devices.none')}</p>
      ) : (
        <ul className="harmo-device-list" aria-label={t('account.devices.listLabel')}>
          {all.map((device) => (
            <DeviceItem
              key={device.deviceKey}
              device={device}
              onForget={async () => {
                setAlert(null);
                setForgotten(null);
                try {
                  await forget.mutateAsync(device.deviceKey);
                } catch (error) {
                  setAlert(t(errorMessageKey(error)));
                  throw error;
                }
                setForgotten({ text: t('account.devices.forgotten') });
              }}
            />
          ))}
        </ul>
      )}
      {/* Present from the start, so that the count of a longer list is announced; empty while
          there is nothing to count, which the line above says. */}
      <p role="status" className="harmo-auth__status">
        {all.length > 0 && t('account.devices.shown', { count: all.length })}
      </p>
      {devices.hasNextPage && (
        <button
          type="button"
          className="harmo-button harmo-button--block"
          disabled={devices.isFetchingNextPage}
          onClick={() => void devices.fetchNextPage()}
        >
          {devices.isFetchingNextPage ? t('common.loading') : t('account.devices.more')}
        </button>
      )}
    </>
  );
}
