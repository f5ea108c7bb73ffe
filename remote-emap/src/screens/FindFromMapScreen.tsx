import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import { FacilityFinder, useUrlFinderState } from '../features/facility-finder';
import {
  returnPathWithFacility,
  RETURN_TO_PARAM,
  type PickedFacility,
} from '../features/facility-picker';

/**
 * /emap/find-from-map?returnTo=<path>: choose a facility and go back to the caller with
 * `facilityId` and `facilityName` added to its path. Without a usable returnTo the user simply
 * goes back to where they came from.
 */
export function FindFromMapScreen() {
  const { t } = useTranslation('emap');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const control = useUrlFinderState();
  const returnTo = params.get(RETURN_TO_PARAM);

  const pick = useCallback(
    (facility: PickedFacility) => {
      // Said on the page the user returns to (the toast outlives this screen).
      notify.success(t('pick.chosen', { name: facility.name }));
      const target = returnPathWithFacility(returnTo, facility);
      if (target) {
        void navigate(target, { replace: true });
        return;
      }
      // An open detail sheet added its own history entry: step back past it as well.
      const sheetEntries =
        typeof location.state === 'object' &&
        location.state !== null &&
        'emapSheet' in location.state
          ? 1
          : 0;
      if (window.history.length > 1) void navigate(-1 - sheetEntries);
      else void navigate(`/emap?facility=${encodeURIComponent(facility.id)}`, { replace: true });
    },
    [returnTo, location.state, navigate, t],
  );

  return (
    <main className="emap-page">
      <h1 className="emap-page__title">{t('titles.findFromMap')}</h1>
      <p className="emap-page__lead">{t('pick.lead')}</p>
      <FacilityFinder control={control} onPick={pick} />
    </main>
  );
}
