import { describe, expect, it } from "vitest";
import { ORDER_NOTIFICATIONS } from "./investment";

describe("the notification of a fill", () => {
  it("names the units, the product and the price, grouped as on the pages", () => {
    expect(ORDER_NOTIFICATIONS.filled("sell", "2.000000", "ENUCI", "28046.4125")).toEqual({
      title: "Your sell order of ENUCI was filled",
      body: "Sold 2.000000 units of ENUCI at $28,046.4125.",
    });
    expect(ORDER_NOTIFICATIONS.filled("buy", "20.000000", "ENTMM", "100.0000").body).toBe("Bought 20.000000 units of ENTMM at $100.0000.");
  });
});
