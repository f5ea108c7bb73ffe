import type { ComponentType } from 'react';
import type { FacilityType } from '@harmo/contracts/facilities-constants';

/*
 * Types of the modules one remote exposes for the others. A remote cannot import another
 * remote's source, so the shape of what it exposes is written here, in the package every app
 * builds against; the exposing remote checks its module against it, and a caller types
 * `loadRemote<FacilityPickerModule>('harmo_emap/FacilityPicker')` with it (or imports the
 * module name declared in the runtime's global.d.ts).
 */

/** What the facility picker hands back when the user chooses a facility. */
export interface PickedFacility {
  id: string;
  name: string;
  type: FacilityType;
  address: string | null;
}

export interface FacilityPickerProps {
  /** Only facilities of this type; every type when left out. */
  type?: FacilityType;
  /** Called with the facility the user chose. */
  onPick: (facility: PickedFacility) => void;
}

/** `harmo_emap/FacilityPicker`: the facility search with a "choose this facility" action. */
export interface FacilityPickerModule {
  FacilityPicker: ComponentType<FacilityPickerProps>;
  default: ComponentType<FacilityPickerProps>;
}

/** Federation ids of the exposed modules, so a caller does not spell them by hand. */
export const EXPOSED_MODULES = {
  facilityPicker: 'harmo_emap/FacilityPicker',
} as const;
