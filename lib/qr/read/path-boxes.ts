// A path's `d` read as rectangles, in one pass: move, line, horizontal and vertical steps and
// close, absolute or relative. A curve or any other command is no module grid, and neither is a
// subpath with more than two distinct x or y; the reading stops at the first.

/** A rectangle as drawn, in the drawing's units, with its fill. */
export interface DrawnBox {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

const COMMAND = /[\s,]*([a-zA-Z])/y;
const NUMBER = /[\s,]*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/y;
const TRAILING = /[\s,]*$/y;

/** The numbers after a command, from `at`: where they end, and the numbers. */
function numbersAt(d: string, at: number): { end: number; numbers: number[] } {
  const numbers: number[] = [];
  let end = at;
  for (;;) {
    NUMBER.lastIndex = end;
    const number = NUMBER.exec(d);
    if (!number) return { end, numbers };
    numbers.push(Number(number[1]));
    end = NUMBER.lastIndex;
  }
}

/** The subpaths of `d` as boxes in `fill`, when each is an axis-aligned rectangle and there are at most `room`; null otherwise. */
export function pathBoxes(d: string, fill: string, room: number): DrawnBox[] | null {
  const boxes: DrawnBox[] = [];
  let xs: number[] = [];
  let ys: number[] = [];
  let start: [number, number] | null = null;
  let [x, y] = [0, 0];
  const visit = () => {
    if (!xs.includes(x)) xs.push(x);
    if (!ys.includes(y)) ys.push(y);
    start ??= [x, y];
    return xs.length <= 2 && ys.length <= 2;
  };
  /** Ends the subpath as a box; closing it (Z) also goes back to its start. */
  const close = (closing: boolean) => {
    if (start === null) return true;
    if (xs.length !== 2 || ys.length !== 2 || boxes.length === room) return false;
    boxes.push({ x: Math.min(xs[0]!, xs[1]!), y: Math.min(ys[0]!, ys[1]!), w: Math.abs(xs[0]! - xs[1]!), h: Math.abs(ys[0]! - ys[1]!), fill });
    if (closing) [x, y] = start;
    [xs, ys, start] = [[], [], null];
    return true;
  };
  let at = 0;
  for (;;) {
    TRAILING.lastIndex = at;
    if (TRAILING.test(d)) return close(false) ? boxes : null;
    COMMAND.lastIndex = at;
    const letter = COMMAND.exec(d)?.[1];
    if (letter === undefined) return null;
    const { end, numbers } = numbersAt(d, COMMAND.lastIndex);
    at = end;
    const relative = letter === letter.toLowerCase();
    const step = (to: number, from: number) => (relative ? from : 0) + to;
    switch (letter.toUpperCase()) {
      case 'M':
      case 'L':
        if (numbers.length === 0 || numbers.length % 2 !== 0 || (letter.toUpperCase() === 'M' && !close(false))) return null;
        for (let i = 0; i < numbers.length; i += 2) {
          [x, y] = [step(numbers[i]!, x), step(numbers[i + 1]!, y)];
          if (!visit()) return null;
        }
        break;
      case 'H':
      case 'V':
        if (numbers.length === 0) return null;
        for (const n of numbers) {
          if (letter.toUpperCase() === 'H') x = step(n, x);
          else y = step(n, y);
          if (!visit()) return null;
        }
        break;
      case 'Z':
        if (numbers.length > 0 || !close(true)) return null;
        break;
      default:
        return null;
    }
  }
}
