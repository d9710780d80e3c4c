/**
 * Runs `pass` one at a time per context. A call while a pass runs asks for one more pass after
 * it and shares its result (with the arguments of the call that started it): work added
 * meanwhile (a click, a resumed batch) is picked up by re-reading storage, never lost.
 */
export function oneAtATime<A, T>(pass: (arg: A) => Promise<T>): (arg: A) => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  return (arg) => {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let outcome: T;
      do {
        again = false;
        outcome = await pass(arg);
      } while (again);
      return outcome;
    })().finally(() => {
      running = null;
    });
    running = run;
    return run;
  };
}
