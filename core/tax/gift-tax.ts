import { asCents, type Cents } from "../money";
import type { TaxYear } from "./federal-tax-tables";

// The federal gift tax's yearly exclusion, shared by the planners that give money away each year:
// the life insurance trust's premiums and the education trust's and 529 plan's gifts.

/**
 * The gift tax annual exclusion per donor and donee (IRC §2503(b)): $19,000 for 2025 (Rev. Proc.
 * 2024-40) and for 2026 (Rev. Proc. 2025-32).
 */
export const GIFT_ANNUAL_EXCLUSION_CENTS: Readonly<Record<TaxYear, Cents>> = { 2025: asCents(1_900_000), 2026: asCents(1_900_000) };
