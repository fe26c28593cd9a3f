import type { OrderFilter, OrderStatus } from "#core/trading";
import { lightShades, StatusBadge } from "~/components/StatusBadge";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_review: "In review",
  submitted: "Submitted",
  filled: "Filled",
  cancelled: "Cancelled",
  rejected: "Rejected",
};
/** The orders page's filters: each status, and both open statuses at once. */
export const ORDER_FILTER_LABELS: Record<OrderFilter, string> = { open: "Open", ...ORDER_STATUS_LABELS };
const COLORS: Record<OrderStatus, string> = { pending_review: "yellow", submitted: "blue", filled: "teal", cancelled: "gray", rejected: "red" };

/** An order's status as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <StatusBadge shades={lightShades(COLORS[status])} data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
