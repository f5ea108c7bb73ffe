import type { JahisTcNotebook, JahisTcSummary } from './types';

/**
 * The compact result other programs read (the notebook command line prints it): the listed
 * keys only, in a fixed order, so the output does not change when the full model grows.
 */
export function summarizeJahisTcNotebook(notebook: JahisTcNotebook): JahisTcSummary {
  const { patient } = notebook;
  return {
    version: notebook.version,
    patient: patient && {
      name: patient.name,
      kana: patient.kana,
      sex: patient.sex,
      birthDate: patient.birthDate,
    },
    dispensings: notebook.dispensings.map((dispensing) => ({
      date: dispensing.date,
      pharmacy: dispensing.pharmacy && {
        name: dispensing.pharmacy.name,
        phone: dispensing.pharmacy.phone,
      },
      doctors: dispensing.doctors.map((doctor) => ({
        name: doctor.name,
        department: doctor.department,
      })),
      rps: dispensing.rps.map((rp) => ({
        rpNumber: rp.rpNumber,
        usage: rp.usage,
        quantity: rp.quantity,
        unit: rp.unit,
        drugs: rp.drugs.map((drug) => ({
          name: drug.name,
          amount: drug.amount,
          unit: drug.unit,
          code: drug.code,
          codeType: drug.codeType,
        })),
      })),
    })),
    otcDrugs: notebook.otcDrugs.map((drug) => ({
      name: drug.name,
      janCode: drug.janCode,
      startDate: drug.startDate,
    })),
    unknownRecords: notebook.unknownRecords.length,
  };
}
