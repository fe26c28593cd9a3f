/** An investments tab's own title and one line on what it holds, under the service's tabs. */
export function TabIntro({ title, intro, gap = "lg" }: { title: string; intro: string; gap?: "md" | "lg" }) {
  return (
    <>
      <h2 className="plain-title h2" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
        {title}
      </h2>
      <p className="plain-text" style={{ marginBottom: `var(--mantine-spacing-${gap})` }}>
        {intro}
      </p>
    </>
  );
}
