import { getInstance } from '@module-federation/enhanced/runtime';
import { EXPOSED_MODULES, type FacilityPickerModule } from '@harmo/shared';

const EMAP_FEDERATION_NAME = EXPOSED_MODULES.facilityPicker.split('/')[0];

/**
 * The facility search of the emap remote, loaded through the page's federation runtime: the
 * instance that knows where emap is served (the host's, with the debug page's override), so this
 * remote never carries emap's address itself.
 */
export async function loadFacilityPicker(): Promise<FacilityPickerModule> {
  const runtime =
    getInstance((instance) =>
      instance.options.remotes.some((remote) => remote.name === EMAP_FEDERATION_NAME),
    ) ?? getInstance();
  if (!runtime) throw new Error('No federation runtime on this page');
  const module = await runtime.loadRemote<FacilityPickerModule>(EXPOSED_MODULES.facilityPicker);
  if (!module?.FacilityPicker) throw new Error('The facility picker could not be loaded');
  return module;
}
