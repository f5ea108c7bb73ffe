/** Query keys of the payment feature, per patient. */
export const paymentKeys = {
  all: ['payment'] as const,
  cards: (patientId: string) => ['payment', 'cards', patientId] as const,
  orderCharge: (patientId: string, dispensingOrderId: string) =>
    ['payment', 'charge', patientId, dispensingOrderId] as const,
};
