/** A seeded pseudo-random source (mulberry32): the same seed sends the same inputs. */
export type Random = {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability) => next() < probability,
  };
}

/** One of `options`, each as likely as its weight. */
export function pickWeighted<T>(options: ReadonlyArray<readonly [T, number]>, random: Random): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [option, weight] of options) {
    roll -= weight;
    if (roll < 0) return option;
  }
  return options[options.length - 1]![0];
}
