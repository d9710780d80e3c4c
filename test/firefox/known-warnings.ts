// Warnings `web-ext lint` may raise on the Firefox build that come from a dependency's
// runtime, not from Trim's code. Each one is matched on the linter code AND on the built
// source at the flagged position, and capped by count, so a new warning of the same kind
// from Trim's own code (e.g. a second innerHTML) still fails the lint.

export interface KnownWarning {
  code: string;
  /** Must match the built code around the flagged line and column. */
  source: RegExp;
  /** How many such warnings the dependency accounts for in the whole build. */
  max: number;
  dependency: string;
  why: string;
}

export const KNOWN_WARNINGS: readonly KnownWarning[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    // Preact's diff: `newHtml.__html == oldHtml.__html || … || (dom.innerHTML = newHtml.__html)`;
    // the comparison before the assignment tells it from a bare `x.innerHTML = y.__html`.
    source: /__html\s*==[^]{0,120}\.innerHTML\s*=\s*[\w$]+\.__html/,
    // One copy of Preact per page bundle: the popup is built on its own, the other pages share one.
    max: 3,
    dependency: 'preact (runtime diff, dangerouslySetInnerHTML support)',
    why: 'only runs for elements rendered with dangerouslySetInnerHTML, which Trim never uses',
  },
];
