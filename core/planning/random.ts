// Seeded random numbers for the planning simulations: the same seed gives the same sequence on
// every machine and every run, so a calculator URL always gives the same answer.

/** A 32-bit seed from any whole number (negative and large ones wrap). */
export function seed32(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/**
 * mulberry32: a small, fast 32-bit generator (period 2^32), plenty for a few million draws.
 * `next()` is uniform in [0, 1). Normal draws use Box–Muller in its polar form (Marsaglia): a
 * point drawn uniformly in the unit disc gives two independent standard normals with one
 * logarithm and one square root, and no sine or cosine.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed32(seed) | 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * Fills `out` with standard normal draws, two per accepted point (the hot loop of the Monte
   * Carlo: the generator is inlined on a local copy of the state).
   */
  fillNormal(out: Float64Array): void {
    let state = this.state;
    const n = out.length;
    for (let i = 0; i < n; i += 2) {
      let u = 0;
      let v = 0;
      let q = 0;
      do {
        state = (state + 0x6d2b79f5) | 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        u = ((t ^ (t >>> 14)) >>> 0) / 2147483648 - 1;
        state = (state + 0x6d2b79f5) | 0;
        t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        v = ((t ^ (t >>> 14)) >>> 0) / 2147483648 - 1;
        q = u * u + v * v;
      } while (q >= 1 || q === 0);
      const factor = Math.sqrt((-2 * Math.log(q)) / q);
      out[i] = u * factor;
      if (i + 1 < n) out[i + 1] = v * factor;
    }
    this.state = state;
  }

  normal(): number {
    const one = new Float64Array(1);
    this.fillNormal(one);
    return one[0]!;
  }
}
