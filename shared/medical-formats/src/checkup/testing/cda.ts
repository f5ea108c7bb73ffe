/**
 * Test-only builders of small 特定健診 CDA documents, so each test shows only the part it is
 * about.
 */

export function utf8(text: string): Uint8Array {
  const { TextEncoder } = globalThis as unknown as {
    TextEncoder: new () => { encode(input: string): Uint8Array };
  };
  return new TextEncoder().encode(text);
}

export interface DocumentParts {
  /** Replaces the patient's `recordTarget`. */
  recordTarget?: string;
  /** Replaces the whole `documentationOf`. */
  documentationOf?: string;
  /** Entries of the first section. */
  entries?: string;
  /** Further sections, each as its entries. */
  moreSections?: string[];
}

const section = (code: string, entries: string): string =>
  `<component><section><code code="${code}" codeSystem="1.2.392.200119.6.1010"/>${entries}</section></component>`;

export function checkupDocument(parts: DocumentParts = {}): string {
  const recordTarget =
    parts.recordTarget ??
    `<recordTarget><patientRole><patient>
       <name>サトウ\u3000ハナコ</name>
       <administrativeGenderCode code="2" codeSystem="1.2.392.200119.6.1104"/>
       <birthTime value="19700315"/>
     </patient></patientRole></recordTarget>`;
  const documentationOf =
    parts.documentationOf ??
    `<documentationOf><serviceEvent>
       <code code="010" codeSystem="1.2.392.200119.6.1002"/>
       <effectiveTime value="20240605"/>
       <performer typeCode="PRF"><assignedEntity><representedOrganization>
         <id root="1.2.392.200119.6.102" extension="2710000002"/>
         <name>なにわ健診クリニック</name>
       </representedOrganization></assignedEntity></performer>
     </serviceEvent></documentationOf>`;
  const sections = [
    section('01010', parts.entries ?? ''),
    ...(parts.moreSections ?? []).map((entries) => section('01990', entries)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <code code="10" codeSystem="1.2.392.200119.6.1001"/>
  <effectiveTime value="20240701"/>
  ${recordTarget}
  <author><time value="20240701"/><assignedAuthor><representedOrganization>
    <id root="1.2.392.200119.6.102" extension="2799999999"/>
    <name>作成代行センター</name>
  </representedOrganization></assignedAuthor></author>
  ${documentationOf}
  <component><structuredBody>${sections.join('')}</structuredBody></component>
</ClinicalDocument>`;
}

/** An observation (inside an `entry` unless `inEntry` is false), its `value` written raw. */
export function observation(code: string, value: string, attributes = ''): string {
  return `<observation classCode="OBS" moodCode="EVN"${attributes}><code code="${code}" codeSystem="1.2.392.200119.6.1005" displayName="項目${code.slice(0, 5)}"/>${value}</observation>`;
}

export const entry = (content: string): string => `<entry>${content}</entry>`;

export const quantity = (code: string, value: string, unit: string): string =>
  entry(observation(code, `<value xsi:type="PQ" value="${value}" unit="${unit}"/>`));
