export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The Bearer key, or null when there was none. */
  apiKey: string | null;
  authorization: string | null;
  /** The Cookie header as the browser sent it, or null: what a page's image or link carries, and Trim's own requests never. */
  cookie: string | null;
  /** HTTP status sent; 0 while unanswered, and when the connection was dropped before answering. */
  status: number;
  /** Time the request arrived (the sandbox's clock, ms). */
  at: number;
}

// Requests are logged as they arrive, not as their answers close: a request a test's journey
// sent belongs to that test even when its answer is still on the wire as the next one starts
// (issue #42). `inFlight` counts those still unanswered, which the harness's settled() awaits.
export class RequestLog {
  private entries: RecordedRequest[] = [];
  private open = new Set<RecordedRequest>();

  /** Logs a request on arrival; the returned function records its answer's status when the response closes. */
  arrived(entry: RecordedRequest): (status: number) => void {
    this.entries.push(entry);
    this.open.add(entry);
    return (status) => {
      entry.status = status;
      this.open.delete(entry);
    };
  }

  /** Requests that have arrived and are not answered yet (cleared or not). */
  inFlight(): number {
    return this.open.size;
  }

  all(): RecordedRequest[] {
    return this.entries.map((e) => ({ ...e, query: { ...e.query } }));
  }

  clear(): void {
    this.entries = [];
  }
}
