import type { JahisTcDispensing, JahisTcNote } from '@harmo/medical-formats';
import { recordableDay } from '../../ui';
import type { Visit } from '../types/visit';

const texts = (notes: readonly JahisTcNote[]): string[] =>
  notes.map((n) => n.content).filter((c): c is string => Boolean(c));

/** A visit as the notebook QR code recorded it. */
export function visitFromNotebook(dispensing: JahisTcDispensing): Visit {
  return {
    date: recordableDay(dispensing.date),
    pharmacy: dispensing.pharmacy
      ? { name: dispensing.pharmacy.name, phone: dispensing.pharmacy.phone }
      : null,
    institution: dispensing.institution ? { name: dispensing.institution.name } : null,
    pharmacist: dispensing.pharmacist?.name ?? null,
    doctors: dispensing.doctors.map((d) => ({ name: d.name, department: d.department })),
    rps: dispensing.rps.map((rp) => {
      const doctor = rp.doctorIndex === null ? null : dispensing.doctors[rp.doctorIndex];
      return {
        rpNumber: rp.rpNumber,
        usage: rp.usage,
        quantity: rp.quantity,
        unit: rp.unit,
        doctor: doctor ? { name: doctor.name, department: doctor.department } : null,
        drugs: rp.drugs.map((drug) => ({
          name: drug.name,
          amountText: drug.amountText,
          unit: drug.unit,
          genericName: drug.genericName,
          supplements: texts(drug.supplements),
          cautions: texts(drug.cautions),
        })),
        usageSupplements: texts(rp.usageSupplements),
        cautions: texts(rp.cautions),
      };
    }),
    cautions: texts(dispensing.cautions),
    leftoverChecks: texts(dispensing.leftoverChecks),
    remarks: texts(dispensing.remarks),
    patientEntries: dispensing.patientEntries.map((e) => ({ content: e.content, date: e.date })),
  };
}
