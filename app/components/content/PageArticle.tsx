import type { OutlineEntry } from "#core/content";

/** An editorial page's table of contents (its body is a ContentBody). */
export function TableOfContents({ label, entries }: { label: string; entries: Array<{ href: string; text: string; children?: OutlineEntry[] }> }) {
  return (
    <nav aria-label={label} className="toc card">
      <h2>{label}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.text}</a>
            {entry.children && entry.children.length > 0 ? (
              <ol>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
