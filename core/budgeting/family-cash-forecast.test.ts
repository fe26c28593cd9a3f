import { describe, expect, it } from "vitest";
import { familyCashForecast, type CashEntity } from "./family-cash-forecast";

const entity = (e: Partial<CashEntity> & Pick<CashEntity, "name">): CashEntity => ({ cashCents: 0, inflowCents: 0, outflowCents: 0, paymentCents: 0, paymentMonth: null, ...e });

describe("familyCashForecast", () => {
  // Today 2 December 2026: the year runs from December 2026 to November 2027, three months' reserve.
  const main = entity({ name: "Main household", cashCents: 10_000_000, inflowCents: 3_000_000, outflowCents: 4_000_000, paymentCents: 2_500_000, paymentMonth: "2027-04" });
  const holdings = entity({ name: "Holdings LLC", cashCents: 50_000_000, inflowCents: 2_000_000, outflowCents: 500_000 });
  const ski = entity({ name: "Ski house", cashCents: 3_000_000, outflowCents: 600_000, paymentCents: 1_200_000, paymentMonth: "2027-01" });
  const forecast = familyCashForecast({ entities: [main, holdings, ski], today: "2026-12-02", reserveMonths: 3 });

  it("runs each entity month by month from today's month, the large payment in its month", () => {
    expect(forecast.months[0]).toBe("2026-12");
    expect(forecast.months.at(-1)).toBe("2027-11");
    // Main: $100,000 less $10,000 a month, less $25,000 in April: $60,000 in March, $25,000 in April, −$45,000 in November.
    const [m, h, s] = forecast.entities;
    expect(m!.balances.slice(0, 5)).toEqual([9_000_000, 8_000_000, 7_000_000, 6_000_000, 2_500_000]);
    expect(m).toMatchObject({ endCents: -4_500_000, lowCents: -4_500_000, lowMonth: "2027-11", negativeMonth: "2027-07", reserveCents: 12_000_000, shortCents: 16_500_000, spareCents: 0 });
    // Holdings: $500,000 gaining $15,000 a month, lowest in December at $515,000; keeps $15,000.
    expect(h).toMatchObject({ lowCents: 51_500_000, lowMonth: "2026-12", negativeMonth: null, reserveCents: 1_500_000, spareCents: 50_000_000, endCents: 68_000_000 });
    // Ski house: $30,000 less $6,000 a month and $12,000 in January: $24,000, $6,000, $0, then below zero in March.
    expect(s!.balances.slice(0, 4)).toEqual([2_400_000, 600_000, 0, -600_000]);
    expect(s).toMatchObject({ negativeMonth: "2027-03", lowCents: -5_400_000, reserveCents: 1_800_000, shortCents: 7_200_000 });
  });

  it("adds the family's cash month by month and finds its low point", () => {
    // −$1,000 a month together, and the $12,000 and $25,000 payments: $630,000 → $629,000 → $616,000 … $581,000.
    expect(forecast.cashCents).toBe(63_000_000);
    expect(forecast.totals.slice(0, 5)).toEqual([62_900_000, 61_600_000, 61_500_000, 61_400_000, 58_800_000]);
    expect(forecast).toMatchObject({ endCents: 58_100_000, lowCents: 58_100_000, lowMonth: "2027-11", reserveCents: 15_300_000 });
  });

  it("moves what the holding company can spare to the two entities short of their reserve, largest need first", () => {
    expect(forecast.transfers).toEqual([
      { from: 1, to: 0, cents: 16_500_000 },
      { from: 1, to: 2, cents: 7_200_000 },
    ]);
    // $500,000 − $165,000 − $72,000.
    expect(forecast).toMatchObject({ uncoveredCents: 0, spareCents: 26_300_000 });
  });

  it("splits a need over the largest spares and says what none can cover", () => {
    const f = familyCashForecast({
      today: "2026-12-02",
      reserveMonths: 0,
      entities: [
        entity({ name: "D", cashCents: 5_000_000 }),
        entity({ name: "E", cashCents: 3_000_000 }),
        entity({ name: "F", paymentCents: 7_000_000, paymentMonth: "2026-12" }),
        entity({ name: "G", paymentCents: 1_500_000, paymentMonth: "2027-02" }),
      ],
    });
    // F needs $70,000: $50,000 from D, $20,000 from E; G needs $15,000: E's last $10,000, $5,000 uncovered.
    expect(f.transfers).toEqual([
      { from: 0, to: 2, cents: 5_000_000 },
      { from: 1, to: 2, cents: 2_000_000 },
      { from: 1, to: 3, cents: 1_000_000 },
    ]);
    expect(f).toMatchObject({ uncoveredCents: 500_000, spareCents: 0 });
  });

  it("leaves out a payment beyond the forecast's year, and says so", () => {
    const f = familyCashForecast({ today: "2026-12-31", reserveMonths: 3, entities: [entity({ name: "Farm", cashCents: 1_000_000, paymentCents: 900_000, paymentMonth: "2027-12" })] });
    expect(f.entities[0]).toMatchObject({ paymentOutside: true, endCents: 1_000_000, lowCents: 1_000_000, shortCents: 0, spareCents: 1_000_000 });
    expect(f.transfers).toEqual([]);
  });
});
