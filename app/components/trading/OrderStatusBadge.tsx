import { Badge } from "#mantine/components/Badge/Badge.mjs";
import type { OrderFilter, OrderStatus } from "#core/trading";

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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
