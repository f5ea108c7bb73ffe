/**
 * One visit (調剤) as the notebook page shows it, whether just read from a QR code or saved
 * in the api: the two sources are mapped to this one shape so they read the same.
 */
export interface VisitDrug {
  name: string | null;
  amountText: string | null;
  unit: string | null;
  genericName: string | null;
  supplements: string[];
  cautions: string[];
}

export interface VisitRp {
  rpNumber: number | null;
  usage: string | null;
  quantity: number | null;
  unit: string | null;
  doctor: { name: string | null; department: string | null } | null;
  drugs: VisitDrug[];
  usageSupplements: string[];
  cautions: string[];
}

export interface Visit {
  date: string | null;
  pharmacy: { name: string | null; phone: string | null } | null;
  institution: { name: string | null } | null;
  pharmacist: string | null;
  doctors: { name: string | null; department: string | null }[];
  rps: VisitRp[];
  cautions: string[];
  leftoverChecks: string[];
  remarks: string[];
  patientEntries: { content: string | null; date: string | null }[];
}
