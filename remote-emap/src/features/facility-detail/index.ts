export {
  FacilityDetailSheet,
  type FacilityDetailSheetProps,
} from './components/FacilityDetailSheet';
export { OpeningHoursTable } from './components/OpeningHoursTable';
