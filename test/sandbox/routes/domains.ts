import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { fail, list, missingRecord, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, ownItems, type Domain } from '@/test/sandbox/store.ts';
import { isHttpUrl, MSG, toStr } from '@/test/sandbox/validation.ts';
import { domainHost } from '@/test/sandbox/views.ts';

/**
 * "The domain must point to our server": without DNS, the sandbox accepts exactly the names
 * reserved for local use, hosts ending in `.localhost` or `.test` (RFC 6761), and the demo
 * domains' names it was started with. Anything else is refused, deterministically.
 */
export function pointsToSandbox(host: string, pointingHosts: readonly string[] = []): boolean {
  return /\.(localhost|test)$/i.test(host) || pointingHosts.includes(host.toLowerCase());
}

/** `https://brand.test` from the body, or null when it is not a bare http(s) origin. */
function parseDomain(value: string): string | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
  return `${url.protocol}//${url.host.toLowerCase()}`;
}

/** Optional redirect URLs: absent keeps, empty clears, anything else must be a URL. */
function redirectField(body: Record<string, unknown>, key: string): string | undefined | null {
  const value = toStr(body[key])?.trim();
  if (value === undefined) return undefined;
  if (value !== '' && !isHttpUrl(value)) return null;
  return value;
}

export function domainRoutes(api: ApiRouter, deps: Deps): void {
  const { store } = deps;
  const render = (d: Domain) => ({ id: d.id, domain: d.domain, redirectroot: d.redirectroot, redirect404: d.redirect404 });

  api.get('/api/domains', (c, user) => list(c, deps, 'domains', ownItems(store.state.domains, user), render), 'domains');

  api.post(
    '/api/domain/add',
    async (c, user) => {
      const body = await readBody(c);
      const domain = parseDomain(toStr(body.domain)?.trim() ?? '');
      if (!domain) return fail(c, MSG.invalidDomain);
      const host = new URL(domain).hostname;
      if (!pointsToSandbox(host, deps.config.pointingHosts)) return fail(c, MSG.domainNotPointing);
      if (store.state.domains.some((d) => domainHost(d) === host)) return fail(c, MSG.domainTaken);
      const redirectroot = redirectField(body, 'redirectroot');
      const redirect404 = redirectField(body, 'redirect404');
      if (redirectroot === null || redirect404 === null) return fail(c, MSG.invalidUrl);
      const record: Domain = {
        id: store.nextId(),
        userId: user.id,
        domain,
        redirectroot: redirectroot ?? '',
        redirect404: redirect404 ?? '',
        date: deps.config.now(),
      };
      store.state.domains.push(record);
      store.changed();
      return ok(c, { id: record.id });
    },
    'domains',
  );

  api.put(
    '/api/domain/:id/update',
    async (c, user) => {
      const domain = ownItem(store.state.domains, user, c.req.param('id'));
      if (!domain) return missingRecord(c, deps, 'domains', MSG.domainNotFound);
      const body = await readBody(c);
      const redirectroot = redirectField(body, 'redirectroot');
      const redirect404 = redirectField(body, 'redirect404');
      if (redirectroot === null || redirect404 === null) return fail(c, MSG.invalidUrl);
      if (redirectroot !== undefined) domain.redirectroot = redirectroot;
      if (redirect404 !== undefined) domain.redirect404 = redirect404;
      store.changed();
      return ok(c, { message: MSG.domainUpdated });
    },
    'domains',
  );

  api.delete(
    '/api/domain/:id/delete',
    (c, user) => {
      const domain = ownItem(store.state.domains, user, c.req.param('id'));
      if (!domain) return missingRecord(c, deps, 'domains', MSG.domainNotFound);
      store.state.domains = store.state.domains.filter((d) => d.id !== domain.id);
      // Links and files on the domain fall back to the default domain.
      for (const item of [...store.state.links, ...store.state.files]) if (item.domainId === domain.id) item.domainId = null;
      store.changed();
      return ok(c, { message: MSG.domainDeleted });
    },
    'domains',
  );
}
