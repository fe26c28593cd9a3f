import { Component, Suspense, useEffect, useState, type ReactNode } from "react";

/** A chart whose code failed to load (offline, a new deployment) leaves its table, not an error page. */
class ChartFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="chart-placeholder">The chart could not be drawn; its figures are in the table below.</p> : this.props.children;
  }
}

/**
 * A chart and its figures. The chart's code loads only in the browser and only on the pages that
 * draw one (a lazy import, so no other page's first load grows); the server's HTML has the same
 * figures as a table, for pages without JavaScript and for screen readers, which skip the drawing.
 */
export function ChartFigure({ id, title, summary, chart, table }: { id: string; title: string; summary: string; chart: ReactNode; table: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <figure className="calculator-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="chart-summary">{summary}</p>
      </figcaption>
      <div className="chart-area" aria-hidden="true">
        {inBrowser ? (
          <ChartFallback>
            <Suspense fallback={<p className="chart-placeholder">Drawing the chart…</p>}>{chart}</Suspense>
          </ChartFallback>
        ) : (
          <p className="chart-placeholder">The chart is drawn in the browser; its figures are in the table below.</p>
        )}
      </div>
      <details className="chart-table">
        <summary>The chart&rsquo;s figures as a table</summary>
        <div className="table-scroll">{table}</div>
      </details>
    </figure>
  );
}
