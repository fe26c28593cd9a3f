import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown";

describe("renderMarkdown", () => {
  it("keeps formatting, strips anything active, and anchors headings", () => {
    const { html, outline } = renderMarkdown(
      "## Your rights (CCPA)\n\nText with **bold** and <script>alert(1)</script> and <img src=x onerror=alert(1)>.\n\n## Your rights (CCPA)\n\n[a link](javascript:alert(1)) and [ok](https://www.irs.gov/)",
    );
    expect(html).toContain('<h2 id="your-rights-ccpa">Your rights (CCPA)</h2>');
    expect(html).toContain('<h2 id="your-rights-ccpa-2">');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/<script|onerror|<img|javascript:/);
    expect(html).toContain('<a href="https://www.irs.gov/">ok</a>');
    expect(outline).toEqual([
      { id: "your-rights-ccpa", text: "Your rights (CCPA)", level: 2 },
      { id: "your-rights-ccpa-2", text: "Your rights (CCPA)", level: 2 },
    ]);
  });
  it("makes stable slugs", () => {
    expect(slugify("Cookies & similar technologies")).toBe("cookies-similar-technologies");
    expect(slugify("Émile's café")).toBe("emile-s-cafe");
  });
});
