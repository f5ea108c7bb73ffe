export { parseCheckupFile, HL7_V3_NAMESPACE } from './parse-checkup';
export {
  readCheckupArchiveIndex,
  CHECKUP_ARCHIVE_NAMESPACES,
  type CheckupArchiveIndex,
  type CheckupArchiveIndexResult,
} from './archive-index';
export { MAX_CHECKUP_FILE_BYTES } from './xml-text';
export {
  CHECKUP_THRESHOLDS,
  thresholdForItem,
  type CheckupThreshold,
  type CodedThreshold,
  type QuantityThreshold,
  type ThresholdCut,
  type ThresholdLine,
} from './thresholds';
export { markCheckup, markCheckupItem, type CheckupMark, type CheckupMarks } from './marks';
export type {
  Checkup,
  CheckupInstitution,
  CheckupInsured,
  CheckupItem,
  CheckupParseResult,
  CheckupRefusal,
  CheckupRefusalReason,
  CheckupPatient,
  CodedItem,
  QuantityItem,
  TextItem,
} from './types';
export {
  CHECKUP_ITEM_GROUPS,
  itemKindOf,
  type CheckupItemGroup,
  type CheckupItemKind,
} from './item-groups';
