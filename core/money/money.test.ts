import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCents, apportion, asCents, centsOfDecimalString, centsFromDollars, centsToDecimalString, centsToDollars, formatUsd, formatUsdPrice, MONEY_MESSAGES, parseAmount, parseMoney, percentOf, percentOfMicro, roundCents, roundCentsUp, roundDollarsToCents, roundMicroCents, subtractCents, sumCents, toDecimalString, type Cents } from ".";

const c = (n: number) => asCents(n);
const MAX = Number.MAX_SAFE_INTEGER;

describe("parsing an amount", () => {
  it.each([
    ["1,234.56", 123_456],
    ["$1,234.56", 123_456],
    ["$ 1,234.56", 123_456],
    ["1234.5", 123_450],
    ["1234.50", 123_450],
    [" 12 ", 1_200],
    ["12.", 1_200],
    [".5", 50],
    ["0.01", 1],
    ["007", 700],
    ["1,000,000", 100_000_000],
    ["150000.00", 15_000_000],
    ["90071992547409.91", MAX],
  ])("reads %j as %i cents", (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it.each([
    [150000, 15_000_000],
    [150000.5, 15_000_050],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996: read through "0.29", never multiplied
    [1.1, 110],
    [19.99, 1_999],
    [90_000_000_000_000, 9_000_000_000_000_000],
  ])("reads the number %d as %i cents", (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "invalid"],
    ["$", "invalid"],
    [".", "invalid"],
    ["1e3", "invalid"],
    ["0x10", "invalid"],
    ["Infinity", "invalid"],
    ["12,34", "invalid"], // a decimal comma is not read as one
    ["1234,567", "invalid"],
    ["1 234", "invalid"],
    ["1.2.3", "invalid"],
    ["--5", "invalid"],
    ["+5", "invalid"],
    ["١٢", "invalid"], // digits of other scripts
    ["1.005", "too-many-decimals"],
    ["1.500", "too-many-decimals"],
    ["0.001", "too-many-decimals"],
    ["-5", "negative"],
    ["-0", "negative"],
    ["-$1,234.56", "negative"],
    ["$-3", "negative"],
    ["0", "zero"],
    ["0.00", "zero"],
    ["$0", "zero"],
    ["90071992547409.92", "too-large"],
    ["100000000000000", "too-large"],
    ["9".repeat(60), "too-large"],
    ["x".repeat(60), "invalid"],
  ])("refuses %j (%s)", (input, reason) => {
    const result = parseMoney(input);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.ok ? "" : result.message).not.toBe("");
  });

  it.each([
    [0.1 + 0.2, "too-many-decimals"],
    [1.005, "too-many-decimals"],
    [1e-7, "too-many-decimals"],
    [1e21, "too-large"],
    [1e16, "too-large"],
    [-5, "negative"],
    [-1e-7, "negative"],
    [-0, "zero"],
    [Number.NaN, "invalid"],
    [Number.POSITIVE_INFINITY, "invalid"],
  ])("refuses the number %d (%s)", (input, reason) => {
    expect(parseMoney(input)).toMatchObject({ ok: false, reason });
  });

  it("says why, in words a member understands", () => {
    expect(parseMoney("1.005")).toEqual({ ok: false, reason: "too-many-decimals", message: MONEY_MESSAGES.tooManyDecimals });
    expect(parseMoney("-5")).toMatchObject({ message: "Enter an amount without a minus sign." });
    expect(parseMoney("0")).toMatchObject({ message: "Enter an amount greater than $0." });
    expect(parseMoney("25,000.01", { max: c(2_500_000) })).toEqual({ ok: false, reason: "over-limit", message: "The most you can enter is $25,000." });
  });

  it("takes $0 where it makes sense, and a limit", () => {
    expect(parseMoney("0", { allowZero: true })).toEqual({ ok: true, cents: 0 });
    expect(parseMoney(-0, { allowZero: true })).toEqual({ ok: true, cents: 0 });
    expect(parseMoney("25,000", { max: c(2_500_000) })).toEqual({ ok: true, cents: 2_500_000 });
  });

  it("reads back every amount it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (n) => {
        const cents = c(n);
        expect(parseMoney(toDecimalString(cents), { allowZero: true })).toEqual({ ok: true, cents });
        expect(parseMoney(formatUsd(cents, { cents: true }), { allowZero: true })).toEqual({ ok: true, cents });
      }),
    );
  });

  it("reads a JSON number with at most 2 decimals as the amount it names", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (n) => {
        const dollars = Number(toDecimalString(c(n)));
        expect(centsFromDollars(dollars)).toBe(n);
      }),
    );
  });
});

describe("reading an amount sent to the API", () => {
  const problem = (value: unknown, options = {}) => {
    const result = parseAmount(value, options);
    return result.ok ? null : result.problem;
  };
  const MAX_FIELD = c(100_000_000_000); // $1,000,000,000

  it("reads dollars written as JSON numbers or decimal strings", () => {
    expect(parseAmount(85_000.15)).toEqual({ ok: true, cents: 8_500_015 });
    expect(parseAmount("85000.1")).toEqual({ ok: true, cents: 8_500_010 });
    expect(parseAmount(" 12 ")).toEqual({ ok: true, cents: 1_200 });
    expect(parseAmount("150000.00")).toEqual({ ok: true, cents: 15_000_000 });
    expect(parseAmount("0")).toEqual({ ok: true, cents: 0 });
    expect(parseAmount("-3000", { allowNegative: true })).toEqual({ ok: true, cents: -300_000 });
    expect(parseAmount("-0")).toEqual({ ok: true, cents: 0 });
    expect(parseAmount("1000000000", { max: MAX_FIELD })).toEqual({ ok: true, cents: 100_000_000_000 });
    expect(parseAmount("00000000000000000000001")).toEqual({ ok: true, cents: 100 });
  });

  it.each([
    ["1.234", "must have at most 2 decimals"],
    [0.1 + 0.2, "must have at most 2 decimals"],
    [1e-7, "must have at most 2 decimals"],
    [-1, "must not be negative"],
    ["-0.01", "must not be negative"],
    ["1e5", "must be an amount in dollars: a number or a decimal string"],
    ["12,000", "must be an amount in dollars: a number or a decimal string"],
    ["$12", "must be an amount in dollars: a number or a decimal string"],
    [".5", "must be an amount in dollars: a number or a decimal string"],
    ["0x10", "must be an amount in dollars: a number or a decimal string"],
    ["", "must be an amount in dollars: a number or a decimal string"],
    [null, "must be an amount in dollars: a number or a decimal string"],
    [true, "must be an amount in dollars: a number or a decimal string"],
    [Number.NaN, "must be a finite number"],
    [Number.POSITIVE_INFINITY, "must be a finite number"],
    ["Infinity", "must be an amount in dollars: a number or a decimal string"],
    ["9".repeat(60), "is too large"],
    [1e21, "is too large"],
  ])("refuses %j: %s", (value, words) => {
    expect(problem(value)).toBe(words);
  });

  it("names its limit, either way from zero", () => {
    expect(problem("1000000000.01", { max: MAX_FIELD })).toBe("must be at most 1,000,000,000");
    expect(problem(1e12, { max: MAX_FIELD })).toBe("must be at most 1,000,000,000");
    expect(problem("-1000000000.01", { max: MAX_FIELD, allowNegative: true })).toBe("must be at most 1,000,000,000");
    expect(problem("9".repeat(60), { max: MAX_FIELD })).toBe("must be at most 1,000,000,000");
  });

  it("reads back every amount it writes, the number form and the string form alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (n) => {
        const cents = c(n);
        expect(parseAmount(toDecimalString(cents), { allowNegative: true })).toEqual({ ok: true, cents });
        expect(parseAmount(centsToDollars(cents), { allowNegative: true })).toEqual({ ok: true, cents });
        expect(parseAmount(toDecimalString(cents), { allowNegative: true, max: MAX_FIELD }).ok).toBe(Math.abs(n) <= 1e11);
      }),
    );
  });
});

describe("writing an amount", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [15_000_000, "150000.00"],
    [123_456, "1234.56"],
    [-5, "-0.05"],
    [-123_456, "-1234.56"],
    [MAX, "90071992547409.91"],
    [-MAX, "-90071992547409.91"],
  ])("%i cents is %j", (cents, text) => {
    expect(toDecimalString(c(cents))).toBe(text);
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it("refuses to write a formula's result that is not a whole number of cents", () => {
    expect(() => centsToDecimalString(12.5)).toThrow(RangeError);
    expect(() => centsToDecimalString(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it("gives the API's JSON numbers", () => {
    expect(centsToDollars(c(6_500_000))).toBe(65_000);
    expect(centsToDollars(c(1))).toBe(0.01);
    expect(centsToDollars(c(29))).toBe(0.29);
  });

  it.each([
    [7_000_000, {}, "$70,000"],
    [1, {}, "$0.01"],
    [150, {}, "$1.50"],
    [123_456, {}, "$1,234.56"],
    [0, {}, "$0"],
    [7_000_000, { cents: true }, "$70,000.00"],
    [0, { cents: true }, "$0.00"],
    [250, { cents: false }, "$3"], // half away from zero
    [249, { cents: false }, "$2"],
    [-150, {}, "-$1.50"],
    [MAX, {}, "$90,071,992,547,409.91"],
  ])("%i cents shows as %s", (cents, options, text) => {
    expect(formatUsd(c(cents), options)).toBe(text);
  });

  it("writes a limit without the dollar sign when the sentence names dollars", () => {
    expect(formatUsd(c(100_000_000_000), { symbol: false })).toBe("1,000,000,000");
    expect(formatUsd(c(-14_905), { symbol: false })).toBe("-149.05");
  });

  it("writes every amount exactly as Intl does, with or without cents", () => {
    const intl = (digits: 0 | 2) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
    const [whole, withCents] = [intl(0), intl(2)];
    const amounts = fc.oneof(fc.integer({ min: -MAX, max: MAX }), fc.integer({ min: -1_000_000, max: 1_000_000 }));
    fc.assert(
      fc.property(amounts, fc.constantFrom(undefined, true, false), (n, showCents) => {
        const cents = c(n);
        const decimal = toDecimalString(cents) as Intl.StringNumericLiteral;
        const expected = (showCents ?? n % 100 !== 0 ? withCents : whole).format(decimal);
        expect(formatUsd(cents, showCents === undefined ? undefined : { cents: showCents })).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
    for (const n of [0, -1, -40, -50, 99, 999_99, 1_000_00, 999_999_50, -MAX, MAX]) {
      for (const showCents of [true, false]) expect(formatUsd(c(n), { cents: showCents })).toBe((showCents ? withCents : whole).format(toDecimalString(c(n)) as Intl.StringNumericLiteral));
    }
  });
});

describe("writing a unit price", () => {
  it("groups the dollars as amounts are grouped and keeps every decimal", () => {
    expect(formatUsdPrice("28046.4125")).toBe("$28,046.4125");
    expect(formatUsdPrice("311.3540")).toBe("$311.3540");
    expect(formatUsdPrice("1000.0000")).toBe("$1,000.0000");
    expect(formatUsdPrice("999.9999")).toBe("$999.9999");
    expect(formatUsdPrice("1234567.0001")).toBe("$1,234,567.0001");
    expect(formatUsdPrice("0.5000")).toBe("$0.5000");
    expect(formatUsdPrice("-1500.2500")).toBe("-$1,500.2500");
    expect(formatUsdPrice("42")).toBe("$42");
  });

  it("groups the dollars exactly as formatUsd does for every whole-cent price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (n) => {
        const decimal = toDecimalString(c(n));
        expect(formatUsdPrice(decimal)).toBe(formatUsd(c(n), { cents: true }));
      }),
      { numRuns: 2_000 },
    );
  });

  it("returns a text that is not a price as it came", () => {
    for (const text of ["", "abc", "1,000.00", "1e5", "$5.00", ".5"]) expect(formatUsdPrice(text)).toBe(text);
  });
});

describe("arithmetic on cents", () => {
  it("adds and subtracts exactly", () => {
    expect(addCents(c(10), c(20))).toBe(30); // 0.10 + 0.20, no 0.30000000000000004
    expect(subtractCents(c(30), c(10))).toBe(20);
    expect(subtractCents(c(10), c(30))).toBe(-20);
    expect(sumCents([c(10), c(20), c(70)])).toBe(100);
    expect(sumCents([])).toBe(0);
  });

  it("refuses a result it could not hold exactly", () => {
    expect(() => addCents(c(MAX), c(1))).toThrow(RangeError);
    expect(() => subtractCents(c(-MAX), c(1))).toThrow(RangeError);
    expect(() => sumCents([c(MAX), c(MAX)])).toThrow(RangeError);
    expect(addCents(c(MAX - 1), c(1))).toBe(MAX);
  });

  it("takes only whole, safe cents in", () => {
    expect(() => asCents(0.5)).toThrow(RangeError);
    expect(() => asCents(MAX + 1)).toThrow(RangeError);
    expect(() => asCents(Number.NaN)).toThrow(RangeError);
    expect(Object.is(asCents(-0), 0)).toBe(true);
  });

  it.each([
    [10_000, 2_000, 2_000], // 20% of $100
    [3, 2_000, 1], // 0.6 cents → 1
    [2, 2_000, 0], // 0.4 cents → 0
    [5, 5_000, 3], // 2.5 cents → 3: half up
    [-5, 5_000, -3], // and half away from zero below it
    [15, 5_000, 8],
    [12_345, 0, 0],
    [12_345, 10_000, 12_345],
    [MAX, 10_000, MAX], // the product passes 2^53; the answer does not
  ])("%i cents × %i basis points is %i cents", (cents, bp, expected) => {
    expect(percentOf(c(cents), bp)).toBe(expected);
  });

  it("refuses a percentage it could not hold, or fractional basis points", () => {
    expect(() => percentOf(c(MAX), 20_000)).toThrow(RangeError);
    expect(() => percentOf(c(100), 0.5)).toThrow(RangeError);
  });

  it("rounds a percentage as exact arithmetic would", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), fc.integer({ min: 0, max: 10_000 }), (n, bp) => {
        const product = BigInt(n) * BigInt(bp);
        const floor = product / 10_000n;
        const expected = product % 10_000n >= 5_000n ? floor + 1n : floor;
        expect(percentOf(c(n), bp)).toBe(Number(expected));
      }),
    );
  });
});

describe("rates summed exactly, rounded once", () => {
  it("keeps cents × basis points exact in micro-cents, and rounds them half away from zero", () => {
    expect(percentOfMicro(4_617_500, 290)).toBe(1_339_075_000); // 2.9 % × 46,175.00 = 1,339.075
    expect(roundMicroCents(1_339_075_000)).toBe(133_908); // → 1,339.08
    expect(percentOf(c(4_617_500), 290)).toBe(133_908);
    expect(percentOf(c(695_615), 5_000)).toBe(347_808); // 6,956.15 / 2 = 3,478.075 → 3,478.08
    expect(percentOf(c(1), 4_999)).toBe(0);
    expect(percentOf(c(1), 5_000)).toBe(1);
    expect(roundMicroCents(-5_000)).toBe(-1);
    expect(Object.is(roundMicroCents(-4_999), 0)).toBe(true);
    // Bands summed first, rounded once: 10 % of 0.05 and 10 % of 0.05 is 0.01, not 0.01 + 0.01.
    expect(roundMicroCents(percentOfMicro(5, 1_000) + percentOfMicro(5, 1_000))).toBe(1);
  });

  it("refuses a product it could not hold exactly, rather than round it", () => {
    // Seven fields of $1,000,000,000 at 37 % stay exact; past 2^53 micro-cents it refuses.
    expect(roundMicroCents(percentOfMicro(7 * 100_000_000_000 + 1, 3_700))).toBe(259_000_000_000);
    expect(() => percentOfMicro(10_000_000_000_000, 3_700)).toThrow(RangeError);
    expect(() => percentOfMicro(0.5, 2)).toThrow(RangeError);
    expect(() => roundMicroCents(0.5)).toThrow(RangeError);
    // percentOf alone still answers, through bigint.
    expect(percentOf(c(10_000_000_000_000), 3_700)).toBe(3_700_000_000_000);
  });

  it("agrees with percentOf on every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 10_000 }), (n, bp) => {
        expect(roundMicroCents(percentOfMicro(n, bp))).toBe(percentOf(c(n), bp));
      }),
    );
  });
});

describe("rounding a model's figures to the cent", () => {
  it.each([
    [1_000.4, 1_000],
    [1_000.5, 1_001],
    [-1_000.5, -1_001], // half away from zero, like percentOf
    [-0.4, 0],
    [0, 0],
  ])("%d cents is %i", (fractional, cents) => {
    expect(roundCents(fractional)).toBe(cents);
  });

  it("rounds up to the cent where an amount must be enough", () => {
    expect(roundCentsUp(78_848.79)).toBe(78_849);
    expect(roundCentsUp(40_000)).toBe(40_000);
    expect(() => roundCentsUp(1e16)).toThrow(RangeError);
  });

  it("rounds dollars from a model to the cent", () => {
    expect(roundDollarsToCents(71_000)).toBe(7_100_000);
    expect(roundDollarsToCents(788.4879)).toBe(78_849);
  });

  it("refuses a figure it could not show exactly", () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundDollarsToCents(1e14)).toThrow(RangeError);
  });
});

// Keeps the brand honest: a plain number is not cents until checked.
// @ts-expect-error a number is not Cents
const _unchecked: Cents = 5;
void _unchecked;

describe("apportioning a whole in proportion to weights", () => {
  it("adds up to the whole exactly, the leftover units to the largest remainders", () => {
    // 100 cents by 1:1:1 → 33.33 each: 33, 33, 33 and the one left to the first (a tie).
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10,000 basis points by 1:2 → 3,333.33 and 6,666.67: the unit left to the .67.
    expect(apportion(10_000, [1, 2])).toEqual([3_333, 6_667]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    expect(apportion(7, [])).toEqual([]);
    expect(apportion(7, [0, 3])).toEqual([0, 7]);
  });

  it("stays exact past 2^53 in the products (bigint inside)", () => {
    // $90 trillion in cents, split 1:2: the products pass 2^53, the parts do not.
    const whole = 9_000_000_000_000_000;
    expect(apportion(whole, [1, 2])).toEqual([3_000_000_000_000_000, 6_000_000_000_000_000]);
  });

  it("refuses a negative or fractional whole or weight", () => {
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    expect(() => apportion(1, [0.5])).toThrow(RangeError);
    expect(() => apportion(1, [-1, 2])).toThrow(RangeError);
  });

  it("always adds up, for any whole and weights", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }), (whole, weights) => {
        const parts = apportion(whole, weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : whole);
        // Each part is within one unit of its exact share.
        if (total > 0) parts.forEach((p, i) => expect(Math.abs(p - (whole * weights[i]!) / total)).toBeLessThan(1.000001));
      }),
    );
  });
});

describe("reading back the API's decimal strings", () => {
  it("is the inverse of centsToDecimalString, and throws on anything else", () => {
    for (const cents of [0, 1, -1, 99, -12_50, 15_000_000, -400_00]) expect(centsOfDecimalString(centsToDecimalString(cents))).toBe(cents);
    expect(Object.is(centsOfDecimalString("-0.00"), 0)).toBe(true);
    for (const bad of ["1.5", "01.00", "1,000.00", "$1.00", "", " 1.00", "1.000"]) expect(() => centsOfDecimalString(bad), bad).toThrow();
  });
});
