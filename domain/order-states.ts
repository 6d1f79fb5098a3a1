/**
 * The order and its payment as one state machine (decision 011). Every change of an order is an event
 * named after what happened to it; the database functions carry the same names (placeOrder,
 * confirmBankTransfer, markShipped…), and each asks `nextState` first, so no path can skip a state.
 */

/** Where the goods are. */
export const ORDER_STATES = [
  "awaiting_payment", "confirmed", "ready_for_pickup", "shipped", "delivered", "collected", "cancelled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Where the money is. `on_handover`: paid in cash or by card to the courier or in the shop; `refunded`:
 * all of it given back (a cancellation by the shop, issue 16).
 */
export const PAYMENT_STATES = ["awaiting", "on_handover", "paid", "voided", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Card and wallet come with issue 15: they wait for a provider's confirmation like a bank transfer. */
export const PAYMENT_KINDS = ["bank_transfer", "cash_on_delivery", "pay_at_pickup", "card", "wallet"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** 1 home delivery, 2 store pickup (spec §1). */
export type ShippingMode = 1 | 2;

/** Which shipping modes a payment kind can go with (issue 14): cash on delivery needs a courier, pay at pickup a shop. */
export const PAYMENT_KIND_MODES: Record<PaymentKind, readonly ShippingMode[]> = {
  bank_transfer: [1, 2], cash_on_delivery: [1], pay_at_pickup: [2], card: [1, 2], wallet: [1, 2],
};

/** Kinds whose money arrives before the goods leave: the order waits in awaiting_payment. */
const PAID_FIRST: readonly PaymentKind[] = ["bank_transfer", "card", "wallet"];

/** Kinds paid on a provider's hosted page (issue 15): offered only while the method's provider has its keys. */
export const ONLINE_PAYMENT_KINDS: readonly PaymentKind[] = ["card", "wallet"];

/** Minutes an unpaid online order holds its stock unless PAYMENT_RESERVATION_MINUTES says otherwise. */
export const DEFAULT_RESERVATION_MINUTES = 30;

export function isOnlineKind(kind: string): boolean {
  return (ONLINE_PAYMENT_KINDS as readonly string[]).includes(kind);
}

export function isPaymentKind(value: string): value is PaymentKind {
  return (PAYMENT_KINDS as readonly string[]).includes(value);
}

export function paymentKindAllows(kind: PaymentKind, mode: ShippingMode): boolean {
  return PAYMENT_KIND_MODES[kind].includes(mode);
}

export interface OrderStatus {
  state: OrderState;
  payment: PaymentState;
  shippingMode: ShippingMode;
  paymentKind: PaymentKind;
}

export type OrderEvent =
  | "confirmPayment" | "markReadyForPickup" | "markShipped" | "markDelivered" | "markCollected" | "cancel" | "expirePayment";

/** The state a new order starts in: paid-first kinds wait for the money, the others go straight to the warehouse. */
export function placedState(kind: PaymentKind, mode: ShippingMode): Pick<OrderStatus, "state" | "payment"> {
  if (!paymentKindAllows(kind, mode)) throw new Error(`payment kind ${kind} cannot go with shipping mode ${mode}`);
  return PAID_FIRST.includes(kind) ? { state: "awaiting_payment", payment: "awaiting" } : { state: "confirmed", payment: "on_handover" };
}

type Rule = (o: OrderStatus) => Pick<OrderStatus, "state" | "payment"> | null;

/** From which state each event may start, and what it leads to; null when the event does not apply. */
const RULES: Record<OrderEvent, Rule> = {
  confirmPayment: (o) => (o.state === "awaiting_payment" ? { state: "confirmed", payment: "paid" } : null),
  markReadyForPickup: (o) => (o.state === "confirmed" && o.shippingMode === 2 ? { state: "ready_for_pickup", payment: o.payment } : null),
  markShipped: (o) => (o.state === "confirmed" && o.shippingMode === 1 ? { state: "shipped", payment: o.payment } : null),
  // The courier collects cash on delivery; the shop takes the money at collection.
  markDelivered: (o) => (o.state === "shipped" && o.shippingMode === 1 ? { state: "delivered", payment: o.payment === "on_handover" ? "paid" : o.payment } : null),
  markCollected: (o) => (o.state === "ready_for_pickup" && o.shippingMode === 2 ? { state: "collected", payment: o.payment === "on_handover" ? "paid" : o.payment } : null),
  // Once goods left the shop a cancellation is a return (a later issue), not a state change here.
  cancel: (o) => (o.state === "awaiting_payment" || o.state === "confirmed" || (o.state === "ready_for_pickup" && o.shippingMode === 2)
    ? { state: "cancelled", payment: o.payment === "paid" ? "paid" : "voided" } : null),
  expirePayment: (o) => (o.state === "awaiting_payment" ? { state: "cancelled", payment: "voided" } : null),
};

export const ORDER_EVENTS = Object.keys(RULES) as OrderEvent[];

/** The order after the event, or null when the event is not allowed from where the order is. */
export function nextState(order: OrderStatus, event: OrderEvent): OrderStatus | null {
  const next = RULES[event](order);
  return next ? { ...order, ...next } : null;
}

/** States in which the stock taken by the order is still held (a cancellation gives it back). */
export function holdsStock(state: OrderState): boolean {
  return state !== "cancelled";
}
