import { useTranslation } from 'react-i18next';
import type { GeolocationState } from '../hooks/use-geolocation';

/** Asks for the device's position; says plainly when it cannot be had. */
export function LocateButton({
  state,
  onLocate,
}: {
  state: GeolocationState;
  onLocate: () => void;
}) {
  const { t } = useTranslation('emap');
  const locating = state.status === 'locating';
  return (
    <button
      type="button"
      className="harmo-button harmo-button--small emap-locate"
      onClick={onLocate}
      aria-busy={locating || undefined}
      disabled={locating}
    >
      <span aria-hidden="true" className="emap-locate__icon">
        ◎
      </span>
      {locating ? t('location.locating') : t('location.button')}
    </button>
  );
}

export function LocationMessage({ state }: { state: GeolocationState }) {
  const { t } = useTranslation('emap');
  // Always present, so assistive technology announces the message when it appears.
  return (
    <div className="emap-location-message" role="alert">
      {state.status === 'failed' && <p>{t(`location.failed.${state.reason}`)}</p>}
    </div>
  );
}
