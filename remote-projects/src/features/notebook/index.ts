/**
 * The medication notebook from JAHIS 電子版お薬手帳 QR codes: a payload handed over in a link,
 * scanned with the camera or pasted; shown as a notebook page, saved to a patient, and the
 * saved records listed.
 */
export { NotebookIntake } from './components/NotebookIntake';
export { NotebookResult } from './components/NotebookResult';
export { SavedRecords } from './components/SavedRecords';
export { payloadFromLocation, PAYLOAD_PARAMS } from './utils/payload-from-location';
export type { IncomingPayload } from './utils/payload-from-location';
export type { NotebookScan } from './types/scan';
export { scanOnPageCodec, type ScanOnPage } from './utils/scan-on-page';
export { medicationKeys } from './api/medication-keys';
