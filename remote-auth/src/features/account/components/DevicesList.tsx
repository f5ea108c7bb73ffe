import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, type RememberedDevice } from '@harmo/shared';
import { FormAlert, errorMessageKey } from '../../ui';
import { useDevices, useForgetDevice } from '../api/devices';

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
  busy,
}: {
  device: RememberedDevice;
  onForget: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  const dateTime = useDateTime();
  const name = device.name ?? t('account.devices.unnamed');
  return (
    <li className="harmo-device" data-testid="device">
      <div className="harmo-device__text">
        <p className="harmo-device__name">
          {name}
          {device.current && (
            <span className="harmo-badge harmo-device__current">
              {t('account.devices.thisBrowser')}
            </span>
          )}
        </p>
        <p className="harmo-device__detail">
          {t('account.devices.lastSignIn', { date: dateTime(device.lastAuthenticatedAt) })}
        </p>
      </div>
      <button
        type="button"
        className="harmo-button harmo-button--small"
        disabled={busy}
        onClick={onForget}
        aria-label={t('account.devices.forgetNamed', {
          name: device.current ? `${name}（${t('account.devices.thisBrowser')}）` : name,
          date: dateTime(device.lastAuthenticatedAt),
        })}
      >
        {t('account.devices.forget')}
      </button>
    </li>
  );
}

/**
 * The devices that signed in to this account (ListDevices, a page at a time), newest pages
 * loaded on request; forgetting one makes it ask for the second step at its next sign-in.
 */
export function DevicesList() {
  const { t } = useTranslation('auth');
  const devices = useDevices();
  const forget = useForgetDevice();
  const [alert, setAlert] = useState<string | null>(null);

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
      {all.length === 0 ? (
        <p>{t('account.devices.none')}</p>
      ) : (
        <ul className="harmo-device-list" aria-label={t('account.devices.listLabel')}>
          {all.map((device) => (
            <DeviceItem
              key={device.deviceKey}
              device={device}
              busy={forget.isPending}
              onForget={() => {
                setAlert(null);
                forget.mutate(device.deviceKey, {
                  onSuccess: () => notify.success(t('account.devices.forgotten')),
                  onError: (error) => setAlert(t(errorMessageKey(error))),
                });
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" className="harmo-auth__status">
        {t('account.devices.shown', { count: all.length })}
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
