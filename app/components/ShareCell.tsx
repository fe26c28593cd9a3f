import { percentText } from "~/utils/trading";

/** A share of a whole in a table cell: its percentage, and a bar drawn to it beside (the figure itself is the text). */
export function ShareCell({ share }: { share: string }) {
  return (
    <span className="allocation-share">
      <span>{percentText(share)}</span>
      <span className="share-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, Math.max(0, Number(share)))}%` }} />
      </span>
    </span>
  );
}
