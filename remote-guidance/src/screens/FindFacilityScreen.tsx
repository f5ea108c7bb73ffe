import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PickedFacility } from '@harmo/shared';
import { useOrderDraft } from '../features/order-draft';
import { PharmacyPicker } from '../features/pharmacy-choice';
import { GuidancePage } from '../features/ui';

/** /guidance/find-facility: choose the pharmacy of the draft order on the facility map. */
export function FindFacilityScreen() {
  const { t } = useTranslation('guidance');
  const navigate = useNavigate();
  const { change } = useOrderDraft();
  const pick = useCallback(
    (facility: PickedFacility) => {
      change({ pharmacy: { id: facility.id, name: facility.name } });
      void navigate('/guidance/new');
    },
    [change, navigate],
  );
  return (
    <GuidancePage
      title={t('titles.findFacility')}
      lead={t('findFacility.lead')}
      back={{ to: '/guidance/new', label: t('common.backToOrder') }}
    >
      <PharmacyPicker onPick={pick} />
    </GuidancePage>
  );
}
