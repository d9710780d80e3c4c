import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Ctx, Deps } from '@/test/sandbox/context.ts';
import { defaultLinkFields, parseLinkBody, sameOptions, titleFor, updateBase, type LinkFields } from '@/test/sandbox/link-options.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { fail, list, missingRecord, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, type Link, type User } from '@/test/sandbox/store.ts';
import { MSG } from '@/test/sandbox/validation.ts';
import { linkDetails, linkListItem, shortUrlOf } from '@/test/sandbox/views.ts';

function normaliseShortUrl(url: URL): string {
  return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

function searchByShortUrl(c: Ctx, deps: Deps, user: User, short: string): Response {
  let wanted: URL;
  try {
    wanted = new URL(short);
    if (wanted.protocol !== 'http:' && wanted.protocol !== 'https:') throw new Error('not a web URL');
  } catch {
    return fail(c, MSG.invalidShort);
  }
  const key = normaliseShortUrl(wanted);
  // The alias first (aliases need no escaping in a URL): a short URL for each of 100,000 links takes a while.
  const link = deps.store.state.links.find((l) => l.userId === user.id && key.endsWith(`/${l.alias}`) && normaliseShortUrl(new URL(shortUrlOf(deps, l))) === key);
  return link ? c.json(linkDetails(deps, link)) : fail(c, rulesOf(deps.config.flavor).shortMiss);
}

function assignChannel(deps: Deps, linkId: number, channelId: number | undefined): void {
  if (channelId === undefined) return;
  const items = deps.store.state.channelItems;
  if (items.some((i) => i.channelId === channelId && i.type === 'links' && i.itemId === linkId)) return;
  items.push({ channelId, type: 'links', itemId: linkId, date: deps.config.now() });
}

function monthlyLimitReached(deps: Deps, user: User): boolean {
  if (user.monthlyLimit <= 0) return false;
  const now = new Date(deps.config.now());
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const thisMonth = deps.store.state.links.filter((l) => l.userId === user.id && l.date >= monthStart).length;
  return thisMonth >= user.monthlyLimit;
}

export function linkRoutes(api: ApiRouter, deps: Deps): void {
  const { store } = deps;

  api.get('/api/urls', (c, user) => {
    const short = c.req.query('short');
    if (short !== undefined) return searchByShortUrl(c, deps, user, short);
    const q = c.req.query('q')?.trim().toLowerCase();
    const links = c.req.query('order') === 'click' ? store.linksByClicks(user) : store.linksOf(user);
    const found = q ? links.filter((l) => [l.alias, l.longUrl, l.title, l.metadescription, l.description].some((f) => f.toLowerCase().includes(q))) : links;
    return list(c, deps, 'urls', found, (l) => linkListItem(deps, l));
  });

  api.get('/api/url/:id', (c, user) => {
    const link = ownItem(store.state.links, user, c.req.param('id'));
    return link ? c.json(linkDetails(deps, link)) : missingRecord(c, deps, 'links', MSG.linkNotFound);
  });

  api.post('/api/url/add', async (c, user) => {
    const body = await readBody(c);
    if (body.url === undefined || body.url === null || body.url === '') return fail(c, MSG.missingUrl);
    const parsed = parseLinkBody(deps, user, body);
    if (!parsed.ok) return fail(c, parsed.message);
    const { custom, channelId } = parsed.value;
    const fields: LinkFields = { ...defaultLinkFields(''), ...parsed.value.fields };

    // The long URL before every option: a cheap test first, for accounts of 100,000 links.
    const existing = store.state.links.find(
      (l) =>
        l.userId === user.id &&
        l.longUrl === fields.longUrl &&
        (custom === undefined || l.alias.toLowerCase() === custom.toLowerCase()) &&
        sameOptions(l, fields) &&
        (channelId === undefined || store.channelIdsOf('links', l.id).includes(channelId)),
    );
    if (existing) return ok(c, { id: existing.id, shorturl: shortUrlOf(deps, existing) });

    if (custom !== undefined && store.isAliasTaken(custom)) return fail(c, MSG.aliasTaken);
    if (monthlyLimitReached(deps, user)) return fail(c, MSG.monthlyLimit);
    const link: Link = {
      ...fields,
      id: store.nextId(),
      userId: user.id,
      alias: custom ?? store.freshAlias(),
      title: titleFor(fields),
      date: deps.config.now(),
    };
    store.state.links.push(link);
    assignChannel(deps, link.id, channelId);
    store.changed();
    return ok(c, { id: link.id, shorturl: shortUrlOf(deps, link) });
  });

  // A full write: the body is treated like a new link (see updateBase); 6.x refuses it without `url`.
  api.put('/api/url/:id/update', async (c, user) => {
    const link = ownItem(store.state.links, user, c.req.param('id'));
    if (!link) return missingRecord(c, deps, 'links', MSG.linkNotFound);
    const body = await readBody(c);
    const rules = rulesOf(deps.config.flavor);
    if (rules.updateWithoutUrl === 'refuse' && (body.url === undefined || body.url === null || body.url === '')) return fail(c, MSG.invalidUrl);
    const parsed = parseLinkBody(deps, user, body);
    if (!parsed.ok) return fail(c, parsed.message);
    const { custom, channelId } = parsed.value;
    if (custom !== undefined && store.isAliasTaken(custom, { link: link.id })) return fail(c, MSG.aliasTaken);
    const fields: LinkFields = { ...updateBase(link, rules.updateWithoutDomain), ...parsed.value.fields };
    const titleChanged = fields.metatitle !== link.metatitle || fields.longUrl !== link.longUrl;
    Object.assign(link, fields);
    if (custom !== undefined) link.alias = custom;
    if (titleChanged) link.title = titleFor(link);
    assignChannel(deps, link.id, channelId);
    store.changed();
    return ok(c, { id: link.id, [rules.updatedShortKey]: shortUrlOf(deps, link) });
  });

  api.delete('/api/url/:id/delete', (c, user) => {
    const link = ownItem(store.state.links, user, c.req.param('id'));
    if (!link) return missingRecord(c, deps, 'links', MSG.linkNotFound);
    store.deleteLink(link.id);
    return ok(c, { message: MSG.linkDeleted });
  });
}
