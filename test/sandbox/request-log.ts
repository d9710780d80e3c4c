export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The Bearer key, or null when there was none. */
  apiKey: string | null;
  authorization: string | null;
  /** The Cookie header as the browser sent it, or null: what a page's image or link carries, and Trim's own requests never. */
  cookie: string | null;
  /** HTTP status sent; 0 when the connection was dropped before answering. */
  status: number;
  /** Time the request arrived (the sandbox's clock, ms). */
  at: number;
}

export class RequestLog {
  private entries: RecordedRequest[] = [];

  add(entry: RecordedRequest): void {
    this.entries.push(entry);
  }

  all(): RecordedRequest[] {
    return this.entries.map((e) => ({ ...e, query: { ...e.query } }));
  }

  clear(): void {
    this.entries = [];
  }
}
