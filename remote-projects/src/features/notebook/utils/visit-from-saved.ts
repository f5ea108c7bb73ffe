import type { SavedDispensing } from '@harmo/contracts/medications';
import type { Visit } from '../types/visit';

/** A visit as the api keeps it. */
export function visitFromSaved(saved: SavedDispensing): Visit {
  return {
    date: saved.date,
    pharmacy: saved.pharmacy ? { name: saved.pharmacy.name, phone: saved.pharmacy.phone } : null,
    institution: saved.institution ? { name: saved.institution.name } : null,
    pharmacist: saved.pharmacist?.name ?? null,
    doctors: saved.doctors,
    rps: saved.rps.map((rp) => {
      const doctor = rp.doctorIndex === null ? null : saved.doctors[rp.doctorIndex];
      return {
        rpNumber: rp.rpNumber,
        usage: rp.usage,
        quantity: rp.quantity,
        unit: rp.unit,
        doctor: doctor ?? null,
        drugs: rp.drugs.map((drug) => ({
          name: drug.name,
          amountText: drug.amountText,
          unit: drug.unit,
          genericName: drug.genericName,
          supplements: drug.supplements,
          cautions: drug.cautions,
        })),
        usageSupplements: rp.usageSupplements,
        cautions: rp.cautions,
      };
    }),
    cautions: saved.cautions,
    leftoverChecks: saved.leftoverChecks,
    remarks: saved.remarks,
    patientEntries: saved.patientEntries,
  };
}
