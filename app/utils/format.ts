// Labels shared by pages. Dates and numbers are core/format's, money is core/money's.

/** "retirement-planning" → "Retirement planning". */
export const humanise = (category: string) => category.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
