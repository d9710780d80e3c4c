import { rulesOf, type MissingRecordKind } from './flavor.ts';
import type { Ctx, Deps, SandboxConfig } from './context.ts';

export const DEFAULT_PAGE_SIZE = 15;

export function ok(c: Ctx, body: Record<string, unknown> = {}): Response {
  return c.json({ error: 0, ...body });
}

/** Validation failures are HTTP 200 with `error: 1`, as on real servers. */
export function fail(c: Ctx, message: string, extra: Record<string, unknown> = {}): Response {
  return c.json({ error: 1, message, ...extra });
}

/** A record asked for by its own route that is none of the user's: the JSON message, or the flavor's HTML 404 page. */
export function missingRecord(c: Ctx, deps: Deps, kind: MissingRecordKind, message: string): Response {
  if (rulesOf(deps.config.flavor).missingRecordPage.includes(kind)) return c.html(htmlPage('404 Not Found', '<h1>404 Not Found</h1>'), 404);
  return fail(c, message);
}

export interface Page<T> {
  result: number;
  perpage: number;
  currentpage: number;
  nextpage: number | null;
  maxpage: number;
  items: T[];
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * `nextpage` on a list's last page and past it: `null` as real servers send it (field notes),
 * or `current`, the current page again, as in the vendor's documentation example.
 */
export type LastNextPage = 'null' | 'current';

export function isLastNextPage(value: unknown): value is LastNextPage {
  return value === 'null' || value === 'current';
}

/** `limit` and `page` from the query; `result` is the total count, maxpage is 0 for no items. */
export function paginate<T>(c: Ctx, config: SandboxConfig, all: readonly T[]): Page<T> {
  const perpage = Math.min(positiveInt(c.req.query('limit'), DEFAULT_PAGE_SIZE), config.maxPageSize ?? Infinity);
  const currentpage = positiveInt(c.req.query('page'), 1);
  const maxpage = Math.ceil(all.length / perpage);
  return {
    result: all.length,
    perpage,
    currentpage,
    nextpage: currentpage < maxpage ? currentpage + 1 : config.lastNextPage === 'current' ? currentpage : null,
    maxpage,
    items: all.slice((currentpage - 1) * perpage, currentpage * perpage),
  };
}

/** The standard list envelope `{error, data:{result, perpage, currentpage, nextpage, maxpage, <key>}}`. */
export function list<T>(c: Ctx, deps: Deps, key: string, all: readonly T[], render: (item: T) => unknown): Response {
  const { items, ...paging } = paginate(c, deps.config, all);
  return c.json({ error: rulesOf(deps.config.flavor).listError, data: { ...paging, [key]: items.map(render) } });
}

/** JSON body as an object; a missing or malformed body reads as empty, as on real servers. */
export async function readBody(c: Ctx): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
