import { daysFromToday, formatCalendarDate } from "../format";
import { ACT_SOON_DAYS, type MatterKind, type RenewalKind } from "../legal/family-matters";

// Every member-facing string of the family legal calendar (the legal service's Taaffeite card
// "Family office legal coordination"); the rules are in core/legal/family-matters.ts.

export const MATTER_KIND_LABELS: Readonly<Record<MatterKind, string>> = {
  contract: "Major contract",
  lease: "Lease",
  entity: "Entity filing",
  agreement: "Family agreement review",
  license: "License or permit",
  other: "Other",
};

export const RENEWAL_KIND_LABELS: Readonly<Record<RenewalKind, string>> = {
  ends: "Ends or falls due",
  auto: "Renews automatically",
};

export const FAMILY_LEGAL_FIELD = {
  kind: "must be one of the kinds of matter listed",
  renewal: "must say whether it ends or renews automatically",
  noMatter: "Give at least one matter, with its name.",
} as const;

const matters = (count: number) => (count === 1 ? "1 matter" : `${count} matters`);

/** What the member does on the day to act, by what happens on the date. */
export const actionOf = (noticeDays: number, renewal: RenewalKind) =>
  noticeDays === 0 ? "Due" : renewal === "auto" ? "Last day to give notice, or it renews" : "Last day to give notice";

export const FAMILY_LEGAL_FINDINGS = {
  total: (count: number, kinds: number) => `The calendar holds ${matters(count)} of ${kinds === 1 ? "1 kind" : `${kinds} kinds`}, in the order the family must act.`,
  next: (name: string, actBy: string, days: number, notice: boolean) =>
    `${name} comes first: ${notice ? "give notice by" : "due on"} ${formatCalendarDate(actBy)}, ${daysFromToday(days)}.`,
  soon: (count: number) =>
    `${matters(count)} ${count === 1 ? "needs" : "need"} action within ${ACT_SOON_DAYS} days: send ${count === 1 ? "it" : "them"} to counsel now, so there is time to decide and to negotiate.`,
  noneSoon: `Nothing needs action within ${ACT_SOON_DAYS} days.`,
  missedAuto: (name: string, actBy: string, date: string) =>
    `The notice day for ${name} was ${formatCalendarDate(actBy)}: it renews on ${formatCalendarDate(date)} unless the other side agrees otherwise. Ask counsel whether notice can still be given.`,
  missed: (name: string, actBy: string, date: string) =>
    `The notice day for ${name} was ${formatCalendarDate(actBy)}; the date is ${formatCalendarDate(date)}. Ask counsel what late notice means under its terms.`,
  past: (name: string, date: string) => `${name}'s date, ${formatCalendarDate(date)}, has passed: check that it was renewed, filed or closed.`,
  autoRenewals: (count: number) =>
    `${matters(count)} ${count === 1 ? "renews" : "renew"} automatically: each notice day is the last chance to end or renegotiate ${count === 1 ? "it" : "them"} for another term.`,
} as const;

/** The family office's steps for its legal matters, whatever the dates. */
export const FAMILY_LEGAL_STEPS = [
  "Keep every signed agreement, lease and entity document in one place, with who signed it, for which person or entity, and where the original is.",
  "Give each matter one owner in the family office and one outside counsel, so a notice day is never left to someone who assumed another would act.",
  "Put each notice day in the calendars of its owner and its counsel, with a reminder four weeks before.",
  "Review family agreements (prenuptial, partnership, shareholder) after each marriage, birth, death, move or sale, not only on their dates.",
  "Once a year, check each entity's good standing with its state and renew its registered agent.",
] as const;

export const FAMILY_LEGAL_ASSUMPTIONS = [
  "The day to act is the date less the notice you give, in calendar days; a contract may count notice in business days or require it to arrive, not be sent, by that day.",
  `A matter whose day to act falls within ${ACT_SOON_DAYS} days is to prepare now: our rule of thumb, to leave time for counsel.`,
  "Each entity's state sets its own filing dates and fees; enter the date your registered agent or state gives.",
];

export const FAMILY_LEGAL_DISCLAIMER = "This calendar helps the family office keep its dates; it is not legal advice. The terms of each agreement and the law that governs it decide what notice is needed and when.";
