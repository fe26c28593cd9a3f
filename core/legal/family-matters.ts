import { daysAfter, daysBetween } from "../planning/dates";

// The family office's legal calendar: each matter of the family (a major contract, a lease, an
// entity's annual filing, a family agreement to review, a license) with its date and the notice it
// needs, put in the order the family must act: the last day to give notice, then the date itself.
// Pure: dates are ISO calendar days.

export const MATTER_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const MATTER_KINDS = ["contract", "lease", "entity", "agreement", "license", "other"] as const;
export type MatterKind = (typeof MATTER_KINDS)[number];
/** What happens on the date when nobody acts: the matter renews by itself, or it ends (or falls due). */
export const RENEWAL_KINDS = ["ends", "auto"] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

/** A matter whose action falls within this many days is to prepare now: time to reach counsel and decide. */
export const ACT_SOON_DAYS = 60;
export const MAX_NOTICE_DAYS = 365;

export type Matter = {
  name: string;
  kind: MatterKind;
  /** The date it ends, renews or falls due. */
  date: string;
  /** Days of notice before the date to end, change or renew it; 0 when none is needed. */
  noticeDays: number;
  renewal: RenewalKind;
};

export type MatterStatus = "past" | "missed" | "soon" | "later";

export type ReviewedMatter = Matter & {
  /** The last day to give notice (the date itself when no notice is needed). */
  actBy: string;
  daysToAct: number;
  daysToDate: number;
  /**
   * `past`: the date has gone by; `missed`: the notice day has gone by but not the date (an
   * automatic renewal then renews unless the other side agrees otherwise); `soon`: the notice day
   * falls within ACT_SOON_DAYS; `later`: beyond.
   */
  status: MatterStatus;
};

export type LegalCalendar = {
  /** In the order to act: by notice day, then date, then as entered. */
  matters: ReviewedMatter[];
  soon: ReviewedMatter[];
  missed: ReviewedMatter[];
  past: ReviewedMatter[];
  /** Each kind's count, in MATTER_KINDS order, the kinds present only. */
  byKind: Array<{ kind: MatterKind; count: number }>;
};

function statusOf(today: string, actBy: string, date: string): MatterStatus {
  if (date < today) return "past";
  if (actBy < today) return "missed";
  return daysBetween(today, actBy) <= ACT_SOON_DAYS ? "soon" : "later";
}

/** The family's matters reviewed on `today`. */
export function legalCalendar(input: { matters: readonly Matter[]; today: string }): LegalCalendar {
  const matters = input.matters
    .map((m, i) => {
      const actBy = daysAfter(m.date, -m.noticeDays);
      return { ...m, i, actBy, daysToAct: daysBetween(input.today, actBy), daysToDate: daysBetween(input.today, m.date), status: statusOf(input.today, actBy, m.date) };
    })
    .sort((a, b) => a.actBy.localeCompare(b.actBy) || a.date.localeCompare(b.date) || a.i - b.i)
    .map(({ i: _i, ...m }): ReviewedMatter => m);
  return {
    matters,
    soon: matters.filter((m) => m.status === "soon"),
    missed: matters.filter((m) => m.status === "missed"),
    past: matters.filter((m) => m.status === "past"),
    byKind: MATTER_KINDS.flatMap((kind) => {
      const count = matters.filter((m) => m.kind === kind).length;
      return count > 0 ? [{ kind, count }] : [];
    }),
  };
}
