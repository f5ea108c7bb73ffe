/**
 * Writes one person's one check-up as the ministry's 特定健診情報ファイル (HL7 CDA R2), the same
 * shape real files have: header, performer, patient, and results as observations in the
 * 01010 section, eGFR and creatinine inside their group. Used by the portal stand-in to hand
 * out generated check-ups through the same import path as real files.
 */
export interface GeneratedItem {
  code: string;
  name: string;
  value: number | string;
  /** A unit for a number (PQ); a code system for an answer (CD); neither for text (ST). */
  unit?: string;
  codeSystem?: string;
}

export interface GeneratedCheckup {
  date: string;
  institution: { code: string; name: string };
  patient: { nameKana: string; sex: '1' | '2'; birthDate: string | null };
  items: readonly GeneratedItem[];
}

const GROUPED = new Set(['3C015000002327101', '8A065000002391901']);

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );

const hl7Date = (isoDate: string): string => isoDate.replaceAll('-', '');

function observation(item: GeneratedItem): string {
  const code = `<code code="${item.code}" codeSystem="1.2.392.200119.6.1005" displayName="${escapeXml(item.name)}"/>`;
  let value: string;
  if (typeof item.value === 'number') {
    value = `<value xsi:type="PQ" value="${item.value}" unit="${escapeXml(item.unit ?? '')}"/>`;
  } else if (item.codeSystem) {
    value = `<value xsi:type="CD" code="${escapeXml(item.value)}" codeSystem="${item.codeSystem}"/>`;
  } else {
    value = `<value xsi:type="ST">${escapeXml(item.value)}</value>`;
  }
  return `<observation classCode="OBS" moodCode="EVN">${code}${value}</observation>`;
}

export function checkupDocument(checkup: GeneratedCheckup): string {
  const { institution, patient } = checkup;
  const plain = checkup.items.filter((item) => !GROUPED.has(item.code));
  const grouped = checkup.items.filter((item) => GROUPED.has(item.code));
  const entries = plain.map((item) => `<entry>${observation(item)}</entry>`);
  if (grouped.length > 0) {
    const members = grouped
      .map((item) => `<entryRelationship typeCode="COMP">${observation(item)}</entryRelationship>`)
      .join('');
    entries.push(
      `<entry><observation classCode="OBS" moodCode="EVN"><code nullFlavor="NA"/>${members}</observation></entry>`,
    );
  }
  const birthTime = patient.birthDate ? `<birthTime value="${hl7Date(patient.birthDate)}"/>` : '';
  const organization = `<id root="1.2.392.200119.6.102" extension="${institution.code}"/><name>${escapeXml(institution.name)}</name>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
  <id nullFlavor="NI"/>
  <code code="10" codeSystem="1.2.392.200119.6.1001"/>
  <effectiveTime value="${hl7Date(checkup.date)}"/>
  <confidentialityCode code="N" codeSystem="2.16.840.1.113883.5.25"/>
  <recordTarget><patientRole>
    <patient>
      <name>${escapeXml(patient.nameKana)}</name>
      <administrativeGenderCode code="${patient.sex}" codeSystem="1.2.392.200119.6.1104"/>
      ${birthTime}
    </patient>
  </patientRole></recordTarget>
  <author><time value="${hl7Date(checkup.date)}"/><assignedAuthor><id nullFlavor="NI"/>
    <representedOrganization>${organization}</representedOrganization>
  </assignedAuthor></author>
  <custodian><assignedCustodian><representedCustodianOrganization><id nullFlavor="NI"/></representedCustodianOrganization></assignedCustodian></custodian>
  <documentationOf><serviceEvent>
    <code code="010" codeSystem="1.2.392.200119.6.1002"/>
    <effectiveTime value="${hl7Date(checkup.date)}"/>
    <performer typeCode="PRF"><assignedEntity><id nullFlavor="NI"/>
      <representedOrganization>${organization}</representedOrganization>
    </assignedEntity></performer>
  </serviceEvent></documentationOf>
  <component><structuredBody><component><section>
    <code code="01010" codeSystem="1.2.392.200119.6.1010" displayName="特定健診の検査・問診結果"/>
    ${entries.join('\n    ')}
  </section></component></structuredBody></component>
</ClinicalDocument>
`;
}
