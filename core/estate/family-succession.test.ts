import { describe, expect, it } from "vitest";
import { samePerson, successionReview, type Role } from "./family-succession";

const role = (r: Partial<Role> & Pick<Role, "entity" | "holder" | "birthYear">): Role => ({ kind: "trustee", successor: null, ...r });

describe("successionReview", () => {
  // In 2026, with a handover age of 75.
  const review = successionReview({
    year: 2026,
    handoverAge: 75,
    roles: [
      role({ entity: "Rivera Family Trust", holder: "Carlos Rivera", birthYear: 1950, successor: "Ana Rivera" }),
      role({ entity: "Rivera Holdings LLC", kind: "manager", holder: "carlos  rivera", birthYear: 1950 }),
      role({ entity: "Carlos's will", kind: "executor", holder: "Ana Rivera", birthYear: 1980, successor: "Ana Rivera" }),
      role({ entity: "Foundation board", kind: "manager", holder: "Carlos Rivera", birthYear: 1950, successor: "Luis Rivera" }),
      role({ entity: "Durable power of attorney", kind: "attorney", holder: "Ana Rivera", birthYear: 1980, successor: "Luis Rivera" }),
    ],
  });

  it("ages each holder this year and flags those at the handover age", () => {
    // 2026 − 1950 = 76, at or past 75; 2026 − 1980 = 46.
    expect(review.roles.map((r) => [r.entity, r.age, r.atHandover])).toEqual([
      ["Rivera Family Trust", 76, true],
      ["Rivera Holdings LLC", 76, true],
      ["Carlos's will", 46, false],
      ["Foundation board", 76, true],
      ["Durable power of attorney", 46, false],
    ]);
  });

  it("counts a role with no successor, or with its own holder named, as without one", () => {
    expect(review.withoutSuccessor.map((r) => r.entity)).toEqual(["Rivera Holdings LLC", "Carlos's will"]);
    expect(review.roles[2]!.selfSuccessor).toBe(true);
  });

  it("adds up each person's roles, case and spacing aside, and finds the key person", () => {
    expect(review.people).toEqual([
      { name: "Carlos Rivera", holds: 3, follows: 0 },
      { name: "Ana Rivera", holds: 2, follows: 1 },
      { name: "Luis Rivera", holds: 0, follows: 2 },
    ]);
    expect(review.keyPeople.map((p) => p.name)).toEqual(["Carlos Rivera"]);
  });

  it("compares names as people would", () => {
    expect(samePerson(" Ana  Rivera", "ana rivera")).toBe(true);
    expect(samePerson("Ana Rivera", "Anna Rivera")).toBe(false);
  });
});
