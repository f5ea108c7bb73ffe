export { useReception, receptionQueryOptions, receptionKeys } from './api/get-reception';
export { ReceiveChoice, type ReceiveValue, type ReceiveErrors } from './components/ReceiveChoice';
export { pickupDays, PICKUP_STEP_MINUTES } from './utils/pickup-times';
