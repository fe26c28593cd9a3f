import { DEFAULT_RESERVE_MONTHS, FORECAST_MONTHS } from "../budgeting/family-cash-forecast";
import { monthLabel } from "../budgeting/months";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the family cash forecast page (the budgeting service's Taaffeite card
// "Family office household oversight"); the rules are in core/budgeting/family-cash-forecast.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
const entities = (count: number) => (count === 1 ? "1 household or entity" : `${count} households and entities`);

export const FAMILY_CASH_FIELD = {
  noEntity: "Give at least one household or entity, with its name.",
  paymentMonth: "is required with a large payment",
  month: "must be a month like 2027-04",
} as const;

export const FAMILY_CASH_FINDINGS = {
  overall: (count: number, cashCents: number, endCents: number, lastMonth: string) =>
    `The family holds ${usd(cashCents)} across ${entities(count)} today and would hold ${usd(endCents)} at the end of ${monthLabel(lastMonth)}, ${endCents >= cashCents ? `${usd(endCents - cashCents)} more` : `${usd(cashCents - endCents)} less`}.`,
  negative: (name: string, month: string, lowCents: number, lowMonth: string) =>
    `${name} runs out of cash in ${monthLabel(month)} and reaches ${usd(lowCents)} in ${monthLabel(lowMonth)}.`,
  belowReserve: (name: string, lowCents: number, lowMonth: string, reserveCents: number) =>
    `${name} falls to ${usd(lowCents)} in ${monthLabel(lowMonth)}, under the ${usd(reserveCents)} reserve it should keep.`,
  transfer: (amountCents: number, from: string, to: string) => `Move ${usd(amountCents)} from ${from} to ${to} now.`,
  covered: (count: number, cents: number) =>
    `${count === 1 ? "1 transfer" : `${count} transfers`} between the family's own entities, ${usd(cents)} in all, keep every reserve for the year: no sale and no borrowing is needed.`,
  uncovered: (cents: number) =>
    `Even after every transfer the entities can spare, the family is ${usd(cents)} short of its reserves: plan a sale of investments, a distribution or a credit line before the first shortfall.`,
  allKept: `Every household and entity keeps its reserve all year: no transfer is needed.`,
  spare: (cents: number) =>
    `${usd(cents)} stays beyond every reserve all year: cash the family could invest for the year, or hold in Treasury bills until it is needed.`,
  outside: (name: string, cents: number, month: string) =>
    `${name}'s payment of ${usd(cents)} in ${monthLabel(month)} falls outside these ${FORECAST_MONTHS} months and is not counted.`,
} as const;

/** The family office's steps for the household's cash, whatever the figures. */
export const FAMILY_CASH_STEPS = [
  "Give each property and entity its own bank account and its own budget, so each one's cash can be read on its own.",
  "Agree who may move money between entities and up to what amount; record each move as a loan or a contribution, as your accountant advises, so each entity's books stay right.",
  "Update the forecast each month from the bank balances, and each quarter for the large payments of the year ahead.",
  "Share the view with household staff and advisers as read-only, and approve payments above an agreed amount before they leave.",
  "Hold what stays beyond every reserve in short Treasury bills or a money market fund rather than in current accounts.",
] as const;

export const FAMILY_CASH_ASSUMPTIONS = [
  "Inflows and outflows stay the same each month; each large payment leaves in full in its month.",
  "The months run from this month; each balance is the cash at the month's end.",
  `Each entity keeps a reserve of its monthly outflows times the months you give (${DEFAULT_RESERVE_MONTHS} if left blank): our rule of thumb, not a requirement.`,
  "Transfers are made today, from the entities with the most to spare at their lowest point, to the entity with the largest need first.",
  "Interest on cash, taxes and what a transfer between entities means for tax are not included.",
];

export const FAMILY_CASH_DISCLAIMER = "This forecast helps the family and its staff plan; it is not financial, legal or tax advice. Moving money between entities can have tax and legal effects: ask your advisers first.";
