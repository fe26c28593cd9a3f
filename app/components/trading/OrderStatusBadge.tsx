import type { CSSProperties } from "react";
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

/** An order's status as a small coloured label (`.status-badge`: the look of the library's light badge, in one plain element, decision 034). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const color = COLORS[status];
  const shades = { "--badge-bg": `var(--mantine-color-${color}-light)`, "--badge-color": `var(--mantine-color-${color}-light-color)` } as CSSProperties;
  return (
    <span className="status-badge" style={shades} data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
