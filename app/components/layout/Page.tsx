import type { ReactNode } from "react";

/** Every page opens with one h1 and a lead paragraph that says what the page is for. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <div className="page-intro">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      <p className="lead">{children}</p>
    </div>
  );
}

export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? "page page-narrow" : "page"}>{children}</div>;
}
