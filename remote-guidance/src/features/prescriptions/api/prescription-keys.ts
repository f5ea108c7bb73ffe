export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  detail: (prescriptionId: string) => ['prescriptions', 'detail', prescriptionId] as const,
  image: (prescriptionId: string) => ['prescriptions', 'image', prescriptionId] as const,
};
