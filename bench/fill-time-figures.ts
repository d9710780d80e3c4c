// The figures of bench/fill-time.ts (kept apart from it: that module sets up the fake browser as it loads).

export interface FillRun {
  links: number;
  /** The most links the service gives a page; null: as many as asked. */
  cap: number | null;
  /** Requests the fill sent, dropped answers included. */
  requests: number;
  /** Simulated minutes from the first request to the index whole. */
  minutes: number;
  /** Stretches the fill ran in (each after a wait, as its alarm wakes it). */
  stretches: number;
  /** How long the run took in Node, for real. */
  runMs: number;
}

export interface FillTime {
  /** A service that gives any page size asked for: the gated figures. */
  anySize: FillRun;
  /** A service that caps pages at 100 links (printed). */
  capped: FillRun;
}
