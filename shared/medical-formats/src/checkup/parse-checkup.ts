import { isArchiveIndexRoot } from './archive-index';
import { hl7DateToIso } from './hl7-date';
import type {
  Checkup,
  CheckupInstitution,
  CheckupItem,
  CheckupInsured,
  CheckupParseResult,
  CheckupPatient,
} from './types';
import {
  attribute,
  child,
  childrenNamed,
  parseXmlBytes,
  textContent,
  type XmlElement,
} from './xml-tree';

/** The HL7 version 3 namespace every element of a CDA document lives in. */
export const HL7_V3_NAMESPACE = 'urn:hl7-org:v3';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
/** `id/@root` of a 特定健診機関番号. */
const INSTITUTION_NUMBER_ROOT = '1.2.392.200119.6.102';

const NOT_A_CHECKUP = '特定健診の結果ファイル（HL7 CDA）ではありません';
const ARCHIVE_INDEX_REFUSAL =
  'これは送付用ファイルアーカイブの交換用基本情報ファイル（ix08_V08.xml）で、健診結果は入っていません。' +
  'アーカイブの DATA フォルダにある結果ファイル（h で始まる .xml）を指定してください';

const hl7 = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  child(element, HL7_V3_NAMESPACE, name);

/** Trims XML white space only, so that a full-width space (U+3000) written in a name stays. */
function trimXmlSpace(text: string): string {
  return text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

function elementText(element: XmlElement | undefined): string | null {
  if (!element) return null;
  const text = trimXmlSpace(textContent(element));
  return text === '' ? null : text;
}

function readInstitution(
  document: XmlElement,
  serviceEvent: XmlElement | undefined,
): CheckupInstitution {
  const performers = childrenNamed(serviceEvent, HL7_V3_NAMESPACE, 'performer');
  const performer =
    performers.find((candidate) => attribute(candidate, 'typeCode') === 'PRF') ?? performers[0];
  // A data centre may have produced the file for the institution: the performer is the one to
  // show, and the file's author only stands in when no performer is given.
  const organization =
    hl7(hl7(performer, 'assignedEntity'), 'representedOrganization') ??
    hl7(hl7(hl7(document, 'author'), 'assignedAuthor'), 'representedOrganization');
  const institutionId = childrenNamed(organization, HL7_V3_NAMESPACE, 'id').find(
    (id) => trimmedAttribute(id, 'root') === INSTITUTION_NUMBER_ROOT,
  );
  return {
    code: trimmedAttribute(institutionId, 'extension'),
    name: elementText(hl7(organization, 'name')),
  };
}

function readPatient(document: XmlElement): CheckupPatient {
  const patient = hl7(hl7(hl7(document, 'recordTarget'), 'patientRole'), 'patient');
  return {
    nameKana: elementText(hl7(patient, 'name')),
    sex: trimmedAttribute(hl7(patient, 'administrativeGenderCode'), 'code'),
    birthDate: hl7DateToIso(attribute(hl7(patient, 'birthTime'), 'value')),
  };
}

const INSURED_ID_ROOTS = {
  insurerNumber: '1.2.392.200119.6.101',
  symbol: '1.2.392.200119.6.204',
  number: '1.2.392.200119.6.205',
} as const;

function readInsured(document: XmlElement): CheckupInsured {
  const ids = childrenNamed(
    hl7(hl7(document, 'recordTarget'), 'patientRole'),
    HL7_V3_NAMESPACE,
    'id',
  );
  const extensionOf = (root: string): string | null =>
    attribute(
      ids.find((id) => trimmedAttribute(id, 'root') === root),
      'extension',
    )?.trim() || null;
  return {
    insurerNumber: extensionOf(INSURED_ID_ROOTS.insurerNumber),
    symbol: extensionOf(INSURED_ID_ROOTS.symbol),
    number: extensionOf(INSURED_ID_ROOTS.number),
  };
}

function readServiceDate(serviceEvent: XmlElement | undefined): string | null {
  const effectiveTime = hl7(serviceEvent, 'effectiveTime');
  return (
    hl7DateToIso(attribute(effectiveTime, 'value')) ??
    hl7DateToIso(attribute(hl7(effectiveTime, 'low'), 'value'))
  );
}

/**
 * An attribute without the spaces around it: codes and ids are compared and shown as the
 * values they are, whatever whitespace the producer left.
 */
function trimmedAttribute(element: XmlElement | undefined, name: string): string | null {
  const value = attribute(element, name)?.trim();
  return value ? value : null;
}

/** HL7's observation interpretation codes: the H / L that qualify a measurement past its range. */
const INTERPRETATION_CODE_SYSTEM = '2.16.840.1.113883.5.83';

/**
 * The second value of a measurement past the input range (a CD `H` "at least" or `L` "at most"
 * beside the PQ holding the range's limit): it qualifies the measurement and is not the item's
 * value, wherever the producer put it.
 */
function isRangeQualifier(value: XmlElement): boolean {
  return (
    attribute(value, 'type', XSI_NAMESPACE)?.trim().split(':').pop() === 'CD' &&
    trimmedAttribute(value, 'codeSystem') === INTERPRETATION_CODE_SYSTEM
  );
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * One observation as a result, or null when it holds none: a group header (no code of its
 * own), an item not performed, or one whose value is missing or null-flavoured.
 */
function readObservation(observation: XmlElement): CheckupItem | null {
  if (attribute(observation, 'negationInd')?.trim() === 'true') return null;
  const codeElement = hl7(observation, 'code');
  const code = attribute(codeElement, 'code')?.trim();
  if (!code) return null;
  const value = childrenNamed(observation, HL7_V3_NAMESPACE, 'value').find(
    (candidate) => !isRangeQualifier(candidate),
  );
  if (!value || attribute(value, 'nullFlavor') !== null) return null;

  const name = attribute(codeElement, 'displayName');
  // A prefixed type (`v3:PQ`) names the same type.
  const type = attribute(value, 'type', XSI_NAMESPACE)?.trim().split(':').pop();
  switch (type) {
    case 'PQ': {
      const number = attribute(value, 'value')?.trim() ?? '';
      // A number too large for a double (1e400) is no measurement either.
      if (!DECIMAL.test(number) || !Number.isFinite(Number(number))) return null;
      return { code, name, type, value: Number(number), unit: attribute(value, 'unit') };
    }
    case 'CD':
    case 'CO': {
      const answer = attribute(value, 'code')?.trim();
      if (!answer) return null;
      return {
        code,
        name,
        type,
        value: answer,
        unit: null,
        codeSystem: attribute(value, 'codeSystem'),
      };
    }
    case 'ST': {
      // The text is the element's content; a few producers put it in a value attribute.
      const text = textContent(value).trim() || (attribute(value, 'value')?.trim() ?? '');
      return text === '' ? null : { code, name, type, value: text, unit: null };
    }
    default:
      // No other value type is defined for check-up items; an unknown one cannot be shown
      // truthfully, so it is left out like a missing value.
      return null;
  }
}

/**
 * Every observation below `element`, in document order, a group's members after its header. A
 * `value` is a result's data, never the document's structure, so nothing inside one is taken for
 * an observation: a file that nested observations in ST values level by level had each level's
 * text printed again with every level below it (a 1 MB file printed as 94 MB).
 */
function collectObservations(element: XmlElement, found: XmlElement[]): XmlElement[] {
  for (const node of element.children) {
    if (node.ns !== HL7_V3_NAMESPACE) {
      collectObservations(node, found);
      continue;
    }
    if (node.name === 'value') continue;
    if (node.name === 'observation') found.push(node);
    collectObservations(node, found);
  }
  return found;
}

function readItems(document: XmlElement): CheckupItem[] {
  const body = hl7(hl7(document, 'component'), 'structuredBody');
  if (!body) return [];
  return collectObservations(body, [])
    .map(readObservation)
    .filter((item): item is CheckupItem => item !== null);
}

function readCheckup(document: XmlElement): Checkup {
  const serviceEvent = childrenNamed(document, HL7_V3_NAMESPACE, 'documentationOf')
    .map((documentationOf) => hl7(documentationOf, 'serviceEvent'))
    .find((candidate) => candidate !== undefined);
  return {
    reportCategory: trimmedAttribute(hl7(document, 'code'), 'code'),
    date: readServiceDate(serviceEvent),
    institution: readInstitution(document, serviceEvent),
    patient: readPatient(document),
    items: readItems(document),
  };
}

/**
 * Reads one 特定健診情報ファイル (the ministry's HL7 CDA R2 check-up result of one person).
 * Anything else, or a file that is not well-formed, is refused with a reason in plain words.
 */
export function parseCheckupFile(bytes: Uint8Array): CheckupParseResult {
  const tree = parseXmlBytes(bytes);
  if (!tree.ok) return tree;
  const { root } = tree;
  if (isArchiveIndexRoot(root)) {
    return { ok: false, reason: 'archive_index', error: ARCHIVE_INDEX_REFUSAL };
  }
  if (root.ns !== HL7_V3_NAMESPACE || root.name !== 'ClinicalDocument') {
    const namespace = root.ns === '' ? '名前空間なし' : `名前空間 ${root.ns}`;
    return {
      ok: false,
      reason: 'not_checkup',
      error: `${NOT_A_CHECKUP}（最上位の要素が ${root.name}、${namespace} です。urn:hl7-org:v3 の ClinicalDocument が必要です）`,
    };
  }
  return { ok: true, checkup: readCheckup(root), insured: readInsured(root) };
}
