import type { JahisPrescriptionData } from '@harmo/contracts/prescriptions';

type Rp = JahisPrescriptionData['rps'][number];

/** 剤形区分 codes the screens name; any other code reads as "other". */
export const KNOWN_FORMS = ['1', '2', '3', '4', '5', '6', '9'] as const;

export function formKey(form: string | null): string {
  return KNOWN_FORMS.includes(form as (typeof KNOWN_FORMS)[number])
    ? `rx.form.${form}`
    : 'rx.form.other';
}

/**
 * How much of an RP is dispensed, as an i18n key and count: days for internal medicine, doses
 * for as-needed medicine, else the quantity as written (null when nothing was written).
 */
export function rpQuantity(rp: Pick<Rp, 'days' | 'times' | 'quantity'>): {
  key: string;
  count: number;
} | null {
  if (rp.days !== null) return { key: 'rx.days', count: rp.days };
  if (rp.times !== null) return { key: 'rx.times', count: rp.times };
  if (rp.quantity !== null) return { key: 'rx.quantity', count: rp.quantity };
  return null;
}
