/*
 * Exposed through Module Federation as `harmo_emap/FacilityPicker`:
 *
 *   const { FacilityPicker } = await loadRemote('harmo_emap/FacilityPicker');
 *   <FacilityPicker type="pharmacy" onPick={(facility) => …} />
 *
 * Render it inside a Suspense boundary: its strings (namespace `emap`) load from this remote.
 */
import type { FacilityPickerModule } from '@harmo/shared';
import { FacilityPicker } from './components/FacilityPicker';

export { FacilityPicker, type FacilityPickerProps } from './components/FacilityPicker';
export type { FacilityType, PickedFacility } from '../facilities';
export {
  returnPathWithFacility,
  RETURN_TO_PARAM,
  newDispensingOrderPath,
  PICKED_FACILITY_ID_PARAM,
  PICKED_FACILITY_NAME_PARAM,
  NEW_DISPENSING_ORDER_PATH,
} from './utils/return-to';

// Other remotes are typed against the shape the shared runtime declares for this module.
export default FacilityPicker satisfies FacilityPickerModule['default'];
