export { useOrders, ordersQueryOptions } from './api/get-orders';
export { useOrder, useOrderStatus, orderQueryOptions } from './api/get-order';
export { useSubmitOrder, type OrderSubmission } from './api/submit-order';
export { useCancelOrder } from './api/cancel-order';
export { orderKeys, ORDER_POLL_INTERVAL_MS } from './api/order-keys';
export { useLiveOrder, type LiveState } from './hooks/use-live-order';
export { useFollowedOrder } from './hooks/use-followed-order';
export {
  isOpenOrder,
  patientCanCancel,
  statusTone,
  timelineOf,
  type TimelineStep,
} from './utils/order-status';
export { StatusChip } from './components/StatusChip';
export { OrderList } from './components/OrderList';
export { OrderTimeline } from './components/OrderTimeline';
export { PharmacyMessages } from './components/PharmacyMessages';
export { CancelOrder } from './components/CancelOrder';
export { ReceiveSummary } from './components/ReceiveSummary';
