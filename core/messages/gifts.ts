// Words of the gift tax shared by the pages that plan gifts (the life insurance trust, education
// trusts): who makes each gift.

/** One donor, or two when a spouse joins in each gift (gift splitting), doubling the yearly exclusion. */
export const DONOR_LABELS = { 1: "You alone", 2: "You and your spouse, splitting the gifts" } as const;

export const DONORS_FIELD = "Choose who makes the gifts.";
