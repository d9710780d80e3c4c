import type { Hono } from 'hono';
import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { AppEnv, Deps } from '@/test/sandbox/context.ts';
import { formatDateTime } from '@/test/sandbox/dates.ts';
import { isQrType, parseLogo, parseQrData, parseRgb, qrImageUrl, qrSvg } from '@/test/sandbox/qr.ts';
import { fail, htmlPage, list, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, ownItems, QR_DEFAULT_BACKGROUND, QR_DEFAULT_FOREGROUND, randomKey, type QrCode } from '@/test/sandbox/store.ts';
import { MSG, toStr } from '@/test/sandbox/validation.ts';
import { linkStats } from '@/test/sandbox/views.ts';
import { recordClick, visitorOf } from '@/test/sandbox/visit.ts';

type Style = Pick<QrCode, 'background' | 'foreground' | 'logo'>;

/** Colours and logo of an add or update body; left out, the defaults (an update is a full write). */
function parseStyle(body: Record<string, unknown>): { ok: true; value: Style } | { ok: false; message: string } {
  const background = parseRgb(body.background, QR_DEFAULT_BACKGROUND);
  if (!background.ok) return background;
  const foreground = parseRgb(body.foreground, QR_DEFAULT_FOREGROUND);
  if (!foreground.ok) return foreground;
  const logo = parseLogo(body.logo);
  if (!logo.ok) return logo;
  return { ok: true, value: { background: background.value, foreground: foreground.value, logo: logo.value } };
}

/**
 * QR codes as 7.x servers keep them (field notes). Registered in every flavor; app.ts answers
 * these paths as unknown routes where the flavor has no QR codes.
 */
export function qrRoutes(api: ApiRouter, deps: Deps): void {
  const { store, config } = deps;

  const item = (qr: QrCode) => ({ id: qr.id, link: qrImageUrl(deps, qr), scans: store.scansOf(qr.id).length, name: qr.name, date: formatDateTime(qr.date) });

  api.get('/api/qr', (c, user) => list(c, deps, 'qrs', ownItems(store.state.qrCodes, user), item), 'qr');

  api.get(
    '/api/qr/:id',
    (c, user) => {
      const qr = ownItem(store.state.qrCodes, user, c.req.param('id'));
      if (!qr) return fail(c, MSG.qrMissing);
      const scans = store.scansOf(qr.id);
      // With no scans real servers leave the maps out.
      const { clicks, uniqueClicks, topCountries, topBrowsers, topOs, topReferrers, socialCount } = linkStats(scans);
      const data = scans.length === 0 ? { clicks, uniqueClicks } : { clicks, uniqueClicks, topCountries, topBrowsers, topOs, topReferrers, socialCount };
      return ok(c, { id: qr.id, details: item(qr), data });
    },
    'qr',
  );

  api.post(
    '/api/qr/add',
    async (c, user) => {
      const body = await readBody(c);
      if (!isQrType(body.type)) return fail(c, MSG.invalidQrType);
      const data = parseQrData(body.type, body.data);
      if (!data.ok) return fail(c, data.message);
      const style = parseStyle(body);
      if (!style.ok) return fail(c, style.message);
      const id = store.nextId();
      const qr: QrCode = {
        id,
        userId: user.id,
        name: toStr(body.name)?.trim() || `QR code ${id}`,
        type: body.type,
        data: data.value,
        ...style.value,
        hash: randomKey().slice(0, 12),
        date: config.now(),
      };
      store.state.qrCodes.push(qr);
      store.changed();
      return ok(c, { id, link: qrImageUrl(deps, qr) });
    },
    'qr',
  );

  api.put(
    '/api/qr/:id/update',
    async (c, user) => {
      const qr = ownItem(store.state.qrCodes, user, c.req.param('id'));
      if (!qr) return fail(c, MSG.qrMissing);
      const body = await readBody(c);
      // The type is fixed at creation; `data` is required and read as that type.
      const data = parseQrData(qr.type, body.data);
      if (!data.ok) return fail(c, data.message);
      const style = parseStyle(body);
      if (!style.ok) return fail(c, style.message);
      Object.assign(qr, { data: data.value, ...style.value });
      const name = toStr(body.name)?.trim();
      if (name) qr.name = name;
      store.changed();
      return ok(c, { message: MSG.qrUpdated });
    },
    'qr',
  );

  api.delete(
    '/api/qr/:id/delete',
    (c, user) => {
      const qr = ownItem(store.state.qrCodes, user, c.req.param('id'));
      if (!qr) return fail(c, MSG.qrMissing);
      store.deleteQr(qr.id);
      return ok(c, { message: MSG.qrDeleted });
    },
    'qr',
  );
}

/** The public side of QR codes: the hosted image and the scan address of dynamic (`link`) codes. */
export function qrPublicRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { store } = deps;
  const byHash = (hash: string) => store.state.qrCodes.find((q) => q.hash === hash);
  const notFound = () =>
    new Response(htmlPage('Not found', '<h1>404</h1><p>This QR code does not exist.</p>'), { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

  app.get('/qr/:hash', (c) => {
    const qr = byHash(c.req.param('hash'));
    if (!qr) return notFound();
    return c.body(qrSvg(deps, qr), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  app.get('/q/:hash', (c) => {
    const qr = byHash(c.req.param('hash'));
    if (!qr || qr.type !== 'link' || typeof qr.data !== 'string') return notFound();
    // Link checkers and previews send HEAD; only real scans count.
    if (c.req.method !== 'HEAD') recordClick(deps, qr.id, visitorOf(c), store.state.qrScans);
    return c.redirect(qr.data, 302);
  });
}
