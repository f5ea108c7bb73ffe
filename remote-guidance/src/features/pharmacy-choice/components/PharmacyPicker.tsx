import { Component, Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedFacility } from '@harmo/shared';
import { Alert } from '../../ui';
import { loadFacilityPicker } from '../api/load-facility-picker';

const FacilityPicker = lazy(async () => ({
  default: (await loadFacilityPicker()).FacilityPicker,
}));

/** Keeps a failed load of the picker inside its own area of the page. */
class PickerBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The pharmacy search of the facility map, for choosing where the prescription goes. */
export function PharmacyPicker({ onPick }: { onPick: (facility: PickedFacility) => void }) {
  const { t } = useTranslation('guidance');
  return (
    <PickerBoundary
      fallback={
        <Alert>
          <p>{t('findFacility.loadFailed')}</p>
          <button type="button" className="harmo-button" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        </Alert>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="guidance-muted">
            {t('common.loading')}
          </p>
        }
      >
        <FacilityPicker type="pharmacy" onPick={onPick} />
      </Suspense>
    </PickerBoundary>
  );
}
