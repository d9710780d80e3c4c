import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Small local HTTP servers that are not the service: a "second site" that records everything
// it is sent (it must never see the key), a base URL that redirects elsewhere, and a hostile
// API that echoes what it was sent back in its messages.

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface LocalServer {
  url: string;
  /** Every request, with its full header set. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export async function startServer(handler: Handler): Promise<LocalServer> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
      handler(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function html(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

export function json(res: ServerResponse, value: unknown, status = 200): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** A web site: named pages by path, an ordinary page for anything else. */
export function startSite(pages: Record<string, string> = {}): Promise<LocalServer> {
  return startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    html(res, pages[path] ?? `<!doctype html><title>Second site</title><h1>Second site ${path}</h1>`);
  });
}

/** Answers every request with a redirect to the same path on `target`. */
export function startRedirector(target: string, status = 302): Promise<LocalServer> {
  return startServer((req, res) => {
    res.writeHead(status, { Location: `${target}${req.url ?? '/'}` });
    res.end();
  });
}

/** Every header value and the URL of every request, as one string to search. */
export function everythingSeen(server: LocalServer): string {
  return JSON.stringify(server.seen);
}
