import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '@/test/sandbox/context.ts';
import { formatDate } from '@/test/sandbox/dates.ts';
import { escapeHtml, htmlPage } from '@/test/sandbox/respond.ts';
import type { Domain, Link, StoredFile } from '@/test/sandbox/store.ts';
import { recordClick, targetOf, visitorOf } from '@/test/sandbox/visit.ts';
import { domainHost } from '@/test/sandbox/views.ts';

/**
 * The public side: short URLs, file downloads, campaign rotators and lists, on the sandbox's
 * own host and on every branded domain. The domain is picked by the Host header
 * (or X-Forwarded-Host, which fetch() can set while Host it cannot).
 */
function domainOfRequest(c: Ctx, deps: Deps): Domain | undefined {
  const raw = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';
  const host = raw.replace(/:\d+$/, '').toLowerCase();
  return deps.store.state.domains.find((d) => domainHost(d) === host);
}

function notFound(c: Ctx, domain: Domain | undefined): Response {
  if (domain?.redirect404) return c.redirect(domain.redirect404, 302);
  return c.html(htmlPage('Not found', '<h1>404</h1><p>This short link does not exist.</p>'), 404);
}

function gone(c: Ctx, message: string): Response {
  return c.html(htmlPage('Expired', `<h1>Expired</h1><p>${escapeHtml(message)}</p>`), 410);
}

function passwordForm(c: Ctx, wrong: boolean): Response {
  const note = wrong ? '<p role="alert">The password is incorrect.</p>' : '';
  return c.html(
    htmlPage(
      'Password required',
      `<h1>This link is password protected</h1>${note}<form method="post"><label>Password <input type="password" name="password"></label><button type="submit">Unlock</button></form>`,
    ),
    wrong ? 401 : 200,
  );
}

/** null: unlocked; otherwise the form page to answer with. */
async function passwordGate(c: Ctx, password: string | null): Promise<Response | null> {
  if (!password) return null;
  if (c.req.method !== 'POST') return passwordForm(c, false);
  const form = await c.req.parseBody();
  return form.password === password ? null : passwordForm(c, true);
}

function landingPage(c: Ctx, deps: Deps, link: Link, target: string): Response {
  const href = escapeHtml(target);
  const title = link.metatitle || link.title;
  const continueLink = `<p><a id="continue" href="${href}">Continue to ${href}</a></p>`;
  if (link.type === 'frame') {
    return c.html(htmlPage(title, `<iframe id="frame" src="${href}" title="${escapeHtml(title)}" style="border:0;width:100%;height:95vh"></iframe>`));
  }
  if (link.type.startsWith('overlay-')) {
    const overlay = deps.store.state.overlays.find((o) => o.id === Number(link.type.slice('overlay-'.length)));
    const cta = `<aside id="overlay" data-type="${escapeHtml(overlay?.type ?? '')}">${escapeHtml(overlay?.message ?? '')}</aside>`;
    return c.html(htmlPage(title, `<iframe id="frame" src="${href}" title="${escapeHtml(title)}"></iframe>${cta}`));
  }
  const splash = deps.store.state.splashes.find((s) => String(s.id) === link.type);
  const heading = splash ? `<h1>${escapeHtml(splash.title)}</h1><p>${escapeHtml(splash.message)}</p>` : `<h1>${escapeHtml(title)}</h1>`;
  return c.html(htmlPage(title, `${heading}${continueLink}`));
}

async function visitLink(c: Ctx, deps: Deps, link: Link): Promise<Response> {
  if (link.expiry !== null && link.expiry <= deps.config.now()) return gone(c, 'This link has expired.');
  const locked = await passwordGate(c, link.password);
  if (locked) return locked;
  const visitor = visitorOf(c);
  const target = targetOf(link, visitor);
  // Link checkers and previews send HEAD; only real visits count.
  if (c.req.method !== 'HEAD') recordClick(deps, link.id, visitor);
  return link.type === 'direct' ? c.redirect(target, 302) : landingPage(c, deps, link, target);
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function downloadFile(c: Ctx, deps: Deps, file: StoredFile): Promise<Response> {
  if (file.expiry !== null && formatDate(deps.config.now()) > file.expiry) return gone(c, 'This file has expired.');
  if (file.maxDownloads !== null && file.downloads >= file.maxDownloads) return gone(c, 'This file has reached its download limit.');
  const locked = await passwordGate(c, file.password);
  if (locked) return locked;
  if (c.req.method !== 'HEAD') {
    file.downloads += 1;
    deps.store.changed();
  }
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.name),
    'Content-Length': String(file.bytes.length),
  });
}

export function redirectRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { store } = deps;

  app.get('/', (c) => {
    const domain = domainOfRequest(c, deps);
    if (domain?.redirectroot) return c.redirect(domain.redirectroot, 302);
    return c.html(htmlPage('Trim sandbox', '<h1>Trim sandbox</h1><p>A local stand-in for a link shortening service. The API lives under /api/.</p>'));
  });

  app.get('/r/:slug', (c) => {
    const slug = c.req.param('slug').toLowerCase();
    const campaign = store.state.campaigns.find((k) => k.slug.toLowerCase() === slug);
    const links = campaign ? store.state.links.filter((l) => l.campaignId === campaign.id) : [];
    const next = campaign ? links[campaign.views % Math.max(1, links.length)] : undefined;
    if (!campaign || !next) return notFound(c, domainOfRequest(c, deps));
    campaign.views += 1;
    return visitLink(c, deps, next);
  });

  app.get('/u/:username/:id', (c) => {
    const campaign = store.state.campaigns.find((k) => String(k.id) === c.req.param('id') && k.public);
    const owner = campaign && store.state.users.find((u) => u.id === campaign.userId);
    if (!campaign || owner?.username !== c.req.param('username')) return notFound(c, undefined);
    const items = store.state.links
      .filter((l) => l.campaignId === campaign.id)
      .map((l) => `<li><a href="${escapeHtml(l.longUrl)}">${escapeHtml(l.title)}</a></li>`)
      .join('');
    return c.html(htmlPage(campaign.name, `<h1>${escapeHtml(campaign.name)}</h1><ul>${items}</ul>`));
  });

  const visit = (c: Ctx) => {
    const domain = domainOfRequest(c, deps);
    const alias = c.req.param('alias')?.toLowerCase() ?? '';
    // On a branded domain only its own links resolve; the sandbox host resolves every alias.
    const onThisHost = (item: Link | StoredFile) => item.alias.toLowerCase() === alias && (!domain || item.domainId === domain.id);
    const link = store.state.links.find(onThisHost);
    if (link) return visitLink(c, deps, link);
    const file = store.state.files.find(onThisHost);
    if (file) return downloadFile(c, deps, file);
    return notFound(c, domain);
  };
  app.get('/:alias', visit);
  app.post('/:alias', visit);
}
