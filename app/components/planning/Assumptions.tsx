/** What a result rests on, in words, and that it is not advice (the API's own sentences). */
export function Assumptions({ assumptions, disclaimer }: { assumptions: string[]; disclaimer: string }) {
  return (
    <section aria-labelledby="assumptions-title" className="calculator-assumptions">
      <h3 id="assumptions-title">What this assumes</h3>
      <ul>
        {assumptions.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p className="calculator-disclaimer">
        <strong>Not advice.</strong> {disclaimer}
      </p>
    </section>
  );
}
