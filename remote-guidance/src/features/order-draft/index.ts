export type { OrderDraft, DraftPharmacy, DraftPrescription, DraftSlot } from './types/draft';
export { useOrderDraft, type OrderDraftHandle } from './hooks/use-order-draft';
export {
  DRAFT_STORAGE_KEY,
  DRAFT_MAX_AGE_MS,
  draftOwner,
  draftPhotoName,
  forgetDraftPhoto,
  type DraftChange,
} from './stores/draft-store';
export { draftProblems, orderBodyOf, type DraftProblem } from './utils/draft-checks';
