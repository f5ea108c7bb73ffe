export * from './types/facility';
export { filterQueryParams, activeFilterCount } from './utils/filter-params';
export { japanWeekday, japanTimeOfDay } from './utils/japan-time';
export { distanceParts } from './utils/distance';
export { facilityKeys } from './api/facility-api';
export {
  useFacilityMap,
  clustersMadeInAdvance,
  facilityMapQueryOptions,
  facilityMapQueryParams,
  viewAskedAround,
  type MapBounds,
  type MapCluster,
  type MapPoint,
  type FacilityMap,
  type FacilityMapRequest,
} from './api/get-facility-map';
export {
  useNearestFacilities,
  nearestFacilitiesQueryOptions,
  nearestQueryParams,
  NEAREST_LIMIT_MAX,
  NEAREST_DISTANCE_MAX_METERS,
  type NearbyFacility,
  type NearestRequest,
} from './api/get-nearest-facilities';
export {
  useSearchFacilities,
  searchFacilitiesQueryOptions,
  searchQueryParams,
  type SearchArea,
} from './api/search-facilities';
export {
  usePrefectures,
  prefecturesQueryOptions,
  type PrefectureCount,
} from './api/get-prefectures';
export {
  useMunicipalities,
  municipalitiesQueryOptions,
  isPrefectureCode,
} from './api/get-municipalities';
export {
  useAreaFacilities,
  areaFacilitiesQueryOptions,
  areaListQueryParams,
  type AreaListRequest,
} from './api/list-area-facilities';
export {
  useFacility,
  facilityQueryOptions,
  DEMO_SOURCE,
  type FacilityDetail,
} from './api/get-facility';
export { OpenNowBadge, AfterHoursBadge } from './components/FacilityBadges';
