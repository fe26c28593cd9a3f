import { describe, expect, it } from "vitest";
import { usdTick, usdToTheCent, usdToTheDollar } from "./usd-labels";

describe("the charts' dollar labels", () => {
  it("group the dollars, with cents where the label needs them", () => {
    expect(usdToTheCent(28046.4125)).toBe("$28,046.41");
    expect(usdToTheCent(765000)).toBe("$765,000.00");
    expect(usdToTheDollar(1591440.4)).toBe("$1,591,440");
    // A value axis: whole ticks without ".00", ticks between dollars kept apart.
    expect(usdTick(30000)).toBe("$30,000");
    expect(usdTick(765000)).toBe("$765,000");
    expect(usdTick(122.5)).toBe("$122.5");
    expect(usdTick(1.25)).toBe("$1.25");
    expect(usdTick(0)).toBe("$0");
  });
});
