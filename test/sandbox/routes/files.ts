import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { formatDate, formatDateTime, isDateOnly } from '@/test/sandbox/dates.ts';
import { planHas } from '@/test/sandbox/auth.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { fail, ok, paginate } from '@/test/sandbox/respond.ts';
import { ownItems, type StoredFile } from '@/test/sandbox/store.ts';
import { aliasProblem, MSG } from '@/test/sandbox/validation.ts';
import { domainHost, shortUrlOf } from '@/test/sandbox/views.ts';

const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

function contentTypeOf(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export function fileRoutes(api: ApiRouter, deps: Deps): void {
  const { store, config } = deps;

  /** The one list without a `data` wrapper: paging fields and `list` sit next to `error`. */
  api.get('/api/files', (c, user) => {
    const search = c.req.query('name')?.trim().toLowerCase();
    const files = ownItems(store.state.files, user).filter((f) => !search || f.name.toLowerCase().includes(search));
    const { items, ...paging } = paginate(c, config, files);
    return c.json({
      error: rulesOf(config.flavor).listError,
      ...paging,
      list: items.map((f) => ({ id: f.id, name: f.name, downloads: f.downloads, shorturl: shortUrlOf(deps, f), date: formatDateTime(f.date) })),
    });
  });

  api.post('/api/files/upload/:filename', async (c, user) => {
    const filename = c.req.param('filename') ?? 'file';
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length === 0) return fail(c, MSG.fileRequired);

    const custom = c.req.query('custom')?.trim();
    if (custom) {
      const problem = aliasProblem(custom);
      if (problem) return fail(c, problem);
      if (store.isAliasTaken(custom)) return fail(c, MSG.aliasTaken);
    }
    const expiry = c.req.query('expiry')?.trim() || null;
    if (expiry !== null) {
      if (!isDateOnly(expiry)) return fail(c, MSG.invalidFileExpiry);
      if (expiry <= formatDate(config.now())) return fail(c, MSG.expiryPast);
    }
    const max = Number(c.req.query('maxdownloads'));
    let domainId: number | null = null;
    const domainParam = c.req.query('domain');
    if (domainParam && planHas(user, 'domains')) {
      const host = URL.canParse(domainParam) ? new URL(domainParam).hostname.toLowerCase() : '';
      domainId = store.state.domains.find((d) => d.userId === user.id && domainHost(d) === host)?.id ?? null;
    }
    const name = c.req.query('name')?.trim() || filename;
    const file: StoredFile = {
      id: store.nextId(),
      userId: user.id,
      name,
      alias: custom || store.freshAlias(),
      domainId,
      password: c.req.query('password') || null,
      expiry,
      maxDownloads: Number.isInteger(max) && max > 0 ? max : null,
      downloads: 0,
      contentType: contentTypeOf(filename),
      bytes,
      date: config.now(),
    };
    store.state.files.push(file);
    store.changed();
    return ok(c, { id: file.id, shorturl: shortUrlOf(deps, file) });
  });
}
