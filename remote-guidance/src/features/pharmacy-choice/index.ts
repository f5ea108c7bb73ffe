export { PharmacyPicker } from './components/PharmacyPicker';
