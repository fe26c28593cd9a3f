import { addMonths, daysAfter } from "../../core/planning/dates";

/**
 * Two children counted back from `today`, 200 and 100 days past a birthday, so a day's difference in
 * time zones cannot change an age and no two milestones fall on one day: Maya 14 (investing and
 * work), Leo 7 (money basics); custodial
 * accounts passing at 21, a council seat at 18, the trust's distributions at 25 and 30. The API
 * test and the e2e work the stages and milestones by hand from it; the fuzzing starts from it.
 */
export const nextGenerationQuery = (today: string) => ({
  c1: "Maya",
  b1: daysAfter(addMonths(today, -14 * 12), -200),
  c2: "Leo",
  b2: daysAfter(addMonths(today, -7 * 12), -100),
  custody: "21",
  council: "18",
  d1: "25",
  d2: "30",
});

/** The fuzzing's starting point: the query on a fixed day, whose births stay in the past. */
export const NEXT_GENERATION_QUERY = nextGenerationQuery("2026-12-02");
