import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { FacilityFinder, useUrlFinderState } from '../features/facility-finder';
import { newDispensingOrderPath, type PickedFacility } from '../features/facility-picker';

/** /prescription/find-from-map: choose the pharmacy a prescription goes to, then the new order. */
export function PrescriptionPharmacyScreen() {
  const { t } = useTranslation('emap');
  const navigate = useNavigate();
  const control = useUrlFinderState('pharmacy');
  const pick = useCallback(
    (facility: PickedFacility) => {
      notify.success(t('pick.chosen', { name: facility.name }));
      void navigate(newDispensingOrderPath(facility));
    },
    [navigate, t],
  );
  return (
    <main className="emap-page">
      <h1 className="emap-page__title">{t('titles.prescriptionFindFromMap')}</h1>
      <p className="emap-page__lead">{t('pick.prescriptionLead')}</p>
      <FacilityFinder control={control} fixedType="pharmacy" onPick={pick} />
    </main>
  );
}
