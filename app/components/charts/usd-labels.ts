/**
 * Dollar labels of the charts: a chart's values are numbers made for drawing (never summed), so
 * they are formatted here with Intl, once per format. The figures behind a chart are in its table,
 * from the exact amounts.
 */
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const tick = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A tooltip's value to the cent: "$28,046.41". */
export const usdToTheCent = (dollars: number): string => cents.format(dollars);
/** A tooltip's value to the dollar, for projections where cents mean nothing: "$1,591,440". */
export const usdToTheDollar = (dollars: number): string => whole.format(dollars);
/**
 * A value axis's label: grouped, and with cents only where a tick has them ("$30,000", "$122.5"),
 * so the axis of a $40 product's closes keeps ticks $2.50 apart distinct.
 */
export const usdTick = (dollars: number): string => tick.format(dollars);
