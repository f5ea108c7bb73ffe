/** Every record number of the current notebook layout (JAHISTC08); others are kept as unknown. */
export const KNOWN_RECORD_NUMBERS: ReadonlySet<string> = new Set([
  '1',
  '2',
  '3',
  '31',
  '4',
  '5',
  '11',
  '15',
  '51',
  '55',
  '201',
  '281',
  '291',
  '301',
  '311',
  '391',
  '401',
  '411',
  '421',
  '501',
  '601',
  '701',
  '911',
]);

/** 分割制御: the last line of each part of a notebook split over several symbols. */
export const SPLIT_RECORD = '911';
