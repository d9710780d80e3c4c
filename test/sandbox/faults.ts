import type { IncomingMessage } from 'node:http';

export type FaultKind = 'slow' | 'html500' | 'truncated' | 'drop';

export interface FaultSpec {
  kind: FaultKind;
  /** How many matching requests it affects; default 1. */
  count?: number;
  /** For `slow`: how long to hold the request before handling it; default 2000 ms. */
  delayMs?: number;
  /** Path prefix the request must start with; default `/api/`. */
  match?: string;
}

interface PendingFault {
  kind: FaultKind;
  remaining: number;
  delayMs: number;
  match: string;
}

export const FAULT_KINDS: readonly FaultKind[] = ['slow', 'html500', 'truncated', 'drop'];

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

/** Queued faults, consumed in the order they were injected by the requests they match. */
export class FaultInjector {
  private queue: PendingFault[] = [];
  private readonly truncated = new WeakSet<IncomingMessage>();

  inject(spec: FaultSpec): void {
    this.queue.push({
      kind: spec.kind,
      remaining: Math.max(1, spec.count ?? 1),
      delayMs: Math.max(0, spec.delayMs ?? 2000),
      match: spec.match ?? '/api/',
    });
  }

  clear(): void {
    this.queue = [];
  }

  /** The fault this request suffers, if any; consumes one use of it. */
  take(path: string): PendingFault | undefined {
    const fault = this.queue.find((f) => path.startsWith(f.match));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.queue = this.queue.filter((f) => f !== fault);
    return fault;
  }

  /** Truncation happens after the app answered, so the request is marked for the app's middleware. */
  markTruncated(req: IncomingMessage): void {
    this.truncated.add(req);
  }

  isTruncated(req: IncomingMessage): boolean {
    return this.truncated.has(req);
  }
}

export const HTML_500 =
  '<!doctype html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>';
