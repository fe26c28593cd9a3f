/**
 * The months the cash covers against the target, as a bar: full at the target, the figure in words
 * beside it. A meter, so a screen reader reads "Months covered: 3.6 of 6 months covered".
 */
export function ReserveMeter({ covered, target }: { covered: number; target: number }) {
  const months = covered.toLocaleString("en-US", { maximumFractionDigits: 1 });
  const text = covered >= target ? `${months} months covered, the target is ${target}` : `${months} of ${target} months covered`;
  return (
    <div className="checklist-progress" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <div className={covered >= target ? "checklist-bar complete" : "checklist-bar"} role="meter" aria-label="Months covered" aria-valuemin={0} aria-valuemax={target} aria-valuenow={Math.min(covered, target)} aria-valuetext={text}>
        <span style={{ width: `${Math.min(100, (covered / target) * 100)}%` }} />
      </div>
      <span className="checklist-progress-text" aria-hidden="true" data-testid="reserve-covered">
        {text}
      </span>
    </div>
  );
}
