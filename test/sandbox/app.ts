import { Hono } from 'hono';
import { apiRouter } from './api-router.ts';
import type { AppEnv, Ctx, Deps } from './context.ts';
import { controlRoutes, type Controls } from './control.ts';
import { rulesOf } from './flavor.ts';
import { htmlPage } from './respond.ts';
import { accountRoutes } from '@/test/sandbox/routes/account.ts';
import { campaignRoutes } from '@/test/sandbox/routes/campaigns.ts';
import { channelRoutes } from '@/test/sandbox/routes/channels.ts';
import { domainRoutes } from '@/test/sandbox/routes/domains.ts';
import { fileRoutes } from '@/test/sandbox/routes/files.ts';
import { linkRoutes } from '@/test/sandbox/routes/links.ts';
import { overlayRoutes } from '@/test/sandbox/routes/overlays.ts';
import { pixelRoutes } from '@/test/sandbox/routes/pixels.ts';
import { qrPublicRoutes, qrRoutes } from '@/test/sandbox/routes/qr.ts';
import { redirectRoutes } from '@/test/sandbox/routes/redirect.ts';
import { splashRoutes } from '@/test/sandbox/routes/splash.ts';

function routeError(c: Ctx, deps: Deps, status: 404 | 405): Response {
  const text = status === 404 ? 'Not Found' : 'Method Not Allowed';
  if (rulesOf(deps.config.flavor).routeErrors === 'html') {
    return c.html(htmlPage(`${status} ${text}`, `<h1>${status} ${text}</h1>`), status);
  }
  return c.json({ error: 1, message: `${text}.` }, status);
}

export function createApp(deps: Deps, controls: Controls): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Truncation is applied to the finished response: the client gets the first half of the body.
  app.use('*', async (c, next) => {
    await next();
    if (!deps.faults.isTruncated(c.env.incoming)) return;
    const { status, headers } = c.res;
    const text = await c.res.text();
    const cut = new Headers(headers);
    cut.delete('content-length');
    c.res = undefined;
    c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), { status, headers: cut });
  });

  controlRoutes(app, controls);
  // QR codes exist on 7.x only: elsewhere their paths are unknown routes (any method, no auth,
  // no rate limit), answered before anything else sees them.
  for (const path of ['/api/qr', '/api/qr/*', '/qr/*', '/q/*']) {
    app.use(path, async (c, next) => {
      if (!rulesOf(deps.config.flavor).qrCodes) return routeError(c, deps, 404);
      await next();
    });
  }
  const api = apiRouter(app, deps);
  accountRoutes(api, deps);
  domainRoutes(api, deps);
  overlayRoutes(api, deps);
  campaignRoutes(api, deps);
  channelRoutes(api, deps);
  splashRoutes(api, deps);
  fileRoutes(api, deps);
  linkRoutes(api, deps);
  pixelRoutes(api, deps);
  qrRoutes(api, deps);
  qrPublicRoutes(app, deps);
  redirectRoutes(app, deps);

  // A known path with another method (OPTIONS included: there is no CORS) is a 405.
  const paths = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => r.path));
  for (const path of paths) app.all(path, (c) => routeError(c, deps, 405));
  app.notFound((c) => routeError(c, deps, 404));
  app.onError((err, c) => {
    console.error('[sandbox]', err);
    return c.html(htmlPage('500 Internal Server Error', '<h1>Internal Server Error</h1>'), 500);
  });
  return app;
}
