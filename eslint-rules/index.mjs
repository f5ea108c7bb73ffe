// The workspace's own lint rules, one per architectural boundary.
import { apiModuleBoundaries } from './api-module-boundaries.mjs';
import { featureBoundaries } from './feature-boundaries.mjs';
import { layerDirection } from './layer-direction.mjs';

export default {
  rules: {
    'api-module-boundaries': apiModuleBoundaries,
    'feature-boundaries': featureBoundaries,
    'layer-direction': layerDirection,
  },
};
