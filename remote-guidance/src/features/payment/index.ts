/*
 * Card payment: the /payment/credit-card screen's content and the pay step of a delivery
 * order's page. The only entry other code may import.
 */
export { CreditCardManager } from './components/CreditCardManager';
/**
 * For the order page (/guidance/:dispensingOrderId): render
 * `<PayStep patientId dispensingOrderId payment={order.payment} onOrderChanged={refetch} />`;
 * it shows itself while the pharmacy sets the amount, while it awaits payment and once paid.
 */
export { PayStep, type PayStepProps } from './components/PayStep';
/** The message keys the feature builds at run time (for the strings-complete test). */
export { PAYMENT_ERROR_KEYS } from './utils/payment-errors';
export { CARD_FORM_MESSAGE_KEYS } from './utils/card-form';
