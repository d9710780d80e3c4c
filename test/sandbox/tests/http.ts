import { request as httpRequest } from 'node:http';
import type { Sandbox } from '@/test/sandbox/index.ts';

export interface JsonResponse {
  status: number;
  headers: Headers;
  // Contract tests poke at arbitrary keys of arbitrary answers.
  body: any;
}

/** Raw HTTP against the sandbox, as a client would speak it: Bearer key, JSON bodies. */
export function client(sandbox: Pick<Sandbox, 'url' | 'apiKey'>, key: string | null = sandbox.apiKey) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> => {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (key !== null) h.Authorization = `Bearer ${key}`;
    if (body !== undefined) {
      h['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${sandbox.url}${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (HTML pages): the text itself is the body.
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    del: (path: string) => call('DELETE', path),
    call,
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request with a chosen Host header (fetch() cannot set Host), for branded domains,
 * and without following redirects.
 */
export function rawRequest(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Follows nothing: a visit to a short URL, returning status and Location. */
export async function visit(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
