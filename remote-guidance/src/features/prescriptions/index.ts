export { useCreatePrescription, type NewPrescription } from './api/create-prescription';
export { usePrescription } from './api/get-prescription';
export { useObjectUrl } from './hooks/use-object-url';
export { PrescriptionView } from './components/PrescriptionView';
export { ParsedPrescription } from './components/ParsedPrescription';
export { KNOWN_FORMS } from './utils/rp-quantity';
