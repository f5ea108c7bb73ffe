import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@harmo/shared';
import type { FacilityType, PickedFacility } from '../../facilities';
import { FacilityFinder, useLocalFinderState } from '../../facility-finder';

export interface FacilityPickerProps {
  /** Only facilities of this type; every type when left out. */
  type?: FacilityType;
  /** Called with the facility the user chose. */
  onPick: (facility: PickedFacility) => void;
}

/**
 * The facility search with a "choose this facility" action, for other remotes to embed
 * (`loadRemote('harmo_emap/FacilityPicker')`). It keeps its state to itself and never changes
 * the page's URL, which belongs to the screen that embeds it.
 */
export function FacilityPicker({ type, onPick }: FacilityPickerProps) {
  const control = useLocalFinderState(type ?? null);
  return (
    // The page's one query cache; a provider here lets a caller embed the picker without one.
    <QueryClientProvider client={queryClient}>
      <div className="emap-picker">
        <FacilityFinder control={control} fixedType={type ?? null} onPick={onPick} />
      </div>
    </QueryClientProvider>
  );
}
