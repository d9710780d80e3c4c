// A stored value's versions, oldest first: one pure step per version, keyed by the version it
// produces (read-frog style). A step takes the previous shape as `unknown` because stored data
// is never trusted; the item's schema validates the end result. Each store keeps a frozen
// example of every older shape and a test per step beside its steps.

export type MigrationStep = (previous: unknown) => unknown;
export type MigrationSteps = Readonly<Record<number, MigrationStep>>;

/** Runs every step from `from` up to `to`, in order; a missing step throws (the item then reads its fallback). */
export function runMigrations(value: unknown, steps: MigrationSteps, from: number, to: number): unknown {
  let current = value;
  for (let version = from + 1; version <= to; version++) {
    const step = steps[version];
    if (!step) throw new Error(`No migration to v${version}`);
    current = step(current);
  }
  return current;
}
