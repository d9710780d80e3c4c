import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Ctx, Deps } from '@/test/sandbox/context.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { fail, list, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, ownItems, type Campaign, type User } from '@/test/sandbox/store.ts';
import { MSG, SLUG, toBool, toStr } from '@/test/sandbox/validation.ts';

export function campaignRoutes(api: ApiRouter, deps: Deps): void {
  const { store, config } = deps;

  const urls = (campaign: Campaign, user: User) => ({
    rotator: campaign.slug ? `${config.publicUrl}/r/${campaign.slug}` : false,
    list: `${config.publicUrl}/u/${user.username}/${campaign.id}`,
  });

  /** Create and update answers name the campaign under `domain` (spec) or `campaign` (field). */
  const saved = (c: Ctx, campaign: Campaign, user: User) =>
    ok(c, { id: campaign.id, [rulesOf(config.flavor).campaignNameKey]: campaign.name, public: campaign.public, ...urls(campaign, user) });

  /** Slug from the body: undefined when absent, '' to clear, or an error message. */
  const slugOf = (body: Record<string, unknown>, except: number | null): { slug?: string } | { error: string } => {
    const slug = toStr(body.slug)?.trim();
    if (slug === undefined || slug === '') return slug === undefined ? {} : { slug: '' };
    if (!SLUG.test(slug)) return { error: MSG.invalidSlug };
    const taken = store.state.campaigns.some((k) => k.id !== except && k.slug.toLowerCase() === slug.toLowerCase());
    return taken ? { error: MSG.slugTaken } : { slug };
  };

  api.get(
    '/api/campaigns',
    (c, user) =>
      list(c, deps, 'campaigns', ownItems(store.state.campaigns, user), (k) => ({
        id: k.id,
        name: k.name,
        public: k.public,
        ...urls(k, user),
        ...(rulesOf(config.flavor).extraKeys ? { views: k.views } : {}),
      })),
    'campaigns',
  );

  api.post(
    '/api/campaign/add',
    async (c, user) => {
      const body = await readBody(c);
      const slug = slugOf(body, null);
      if ('error' in slug) return fail(c, slug.error);
      const id = store.nextId();
      const campaign: Campaign = {
        id,
        userId: user.id,
        // The spec makes the name optional; an unnamed campaign gets one so lists stay readable.
        name: toStr(body.name)?.trim() || `Campaign ${id}`,
        slug: slug.slug ?? '',
        public: toBool(body.public) ?? false,
        views: 0,
        date: config.now(),
      };
      store.state.campaigns.push(campaign);
      store.changed();
      return saved(c, campaign, user);
    },
    'campaigns',
  );

  api.post(
    '/api/campaign/:campaignid/assign/:linkid',
    (c, user) => {
      const campaign = ownItem(store.state.campaigns, user, c.req.param('campaignid'));
      if (!campaign) return fail(c, MSG.campaignNotFound);
      const link = ownItem(store.state.links, user, c.req.param('linkid'));
      if (!link) return fail(c, MSG.linkNotFound);
      link.campaignId = campaign.id;
      store.changed();
      return ok(c, { message: MSG.linkAddedToCampaign });
    },
    'campaigns',
  );

  api.put(
    '/api/campaign/:id/update',
    async (c, user) => {
      const campaign = ownItem(store.state.campaigns, user, c.req.param('id'));
      if (!campaign) return fail(c, MSG.campaignNotFound);
      const body = await readBody(c);
      const name = toStr(body.name)?.trim();
      if (!name) return fail(c, MSG.nameRequired);
      const slug = slugOf(body, campaign.id);
      if ('error' in slug) return fail(c, slug.error);
      campaign.name = name;
      if (slug.slug !== undefined) campaign.slug = slug.slug;
      campaign.public = toBool(body.public) ?? campaign.public;
      store.changed();
      return saved(c, campaign, user);
    },
    'campaigns',
  );

  api.delete(
    '/api/campaign/:id/delete',
    (c, user) => {
      const campaign = ownItem(store.state.campaigns, user, c.req.param('id'));
      if (!campaign) return fail(c, MSG.campaignNotFound);
      store.state.campaigns = store.state.campaigns.filter((k) => k.id !== campaign.id);
      for (const link of store.state.links) if (link.campaignId === campaign.id) link.campaignId = null;
      store.changed();
      return ok(c, { message: MSG.campaignDeleted });
    },
    'campaigns',
  );
}
