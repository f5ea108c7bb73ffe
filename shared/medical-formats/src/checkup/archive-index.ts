import { attribute, child, parseXmlBytes, type XmlElement } from './xml-tree';
import { hl7DateToIso } from './hl7-date';

/**
 * The 交換用基本情報 file (`ix08_V08.xml`) at the top of the ministry's 送付用ファイルアーカイブ:
 * who sent the archive to whom and how many results it holds. It carries no results itself;
 * the results are one file per person in the archive's `DATA/` folder.
 */
export interface CheckupArchiveIndex {
  /** 送受信の種別, `6` = 健診機関 → 保険者. */
  interactionType: string | null;
  /** 作成日 as `YYYY-MM-DD`. */
  creationDate: string | null;
  /** 機関番号 of the sender (10 digits). */
  senderCode: string | null;
  /** 保険者番号 of the receiver (8 digits). */
  receiverCode: string | null;
  /** 実施区分, `1` = 特定健診. */
  serviceEventType: string | null;
  /** How many result files the archive holds. */
  totalRecordCount: number | null;
}

export type CheckupArchiveIndexResult =
  { ok: true; index: CheckupArchiveIndex } | { ok: false; error: string };

/**
 * Namespaces of the ministry's non-CDA archive files: the one of the first schema set, and the
 * ministry's page address that the 2023 schema bundle uses.
 */
export const CHECKUP_ARCHIVE_NAMESPACES: readonly string[] = [
  'http://tokuteikenshin.jp/checkup/2007',
  'https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/0000161103.html',
];

/** Whether an element is the root of an archive index file. */
export function isArchiveIndexRoot(root: XmlElement): boolean {
  return root.name === 'index' && CHECKUP_ARCHIVE_NAMESPACES.includes(root.ns);
}

export function readCheckupArchiveIndex(bytes: Uint8Array): CheckupArchiveIndexResult {
  const tree = parseXmlBytes(bytes);
  if (!tree.ok) return tree;
  const { root } = tree;
  if (!isArchiveIndexRoot(root)) {
    return {
      ok: false,
      error: '送付用ファイルアーカイブの交換用基本情報ファイル（ix08）ではありません',
    };
  }
  // The schema copies disagree on whether the children are qualified; accept either.
  const find = (parent: XmlElement | undefined, name: string): XmlElement | undefined =>
    child(parent, root.ns, name) ?? child(parent, '', name);
  const count = attribute(find(root, 'totalRecordCount'), 'value')?.trim() ?? '';
  return {
    ok: true,
    index: {
      interactionType: attribute(find(root, 'interactionType'), 'code'),
      creationDate: hl7DateToIso(attribute(find(root, 'creationTime'), 'value')),
      senderCode: attribute(find(find(root, 'sender'), 'id'), 'extension'),
      receiverCode: attribute(find(find(root, 'receiver'), 'id'), 'extension'),
      serviceEventType: attribute(find(root, 'serviceEventType'), 'code'),
      totalRecordCount: /^\d+$/.test(count) ? Number(count) : null,
    },
  };
}
