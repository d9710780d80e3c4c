// Where the manage page is and what it shows, kept in the page URL (`manage.html?in=…&section=…`)
// so reload, back and forward, and a copied address all land on the same view.

export const SECTIONS = ['links', 'bulk', 'campaigns', 'channels', 'qr', 'domains', 'files', 'pixels', 'redirects', 'account'] as const;
export type Section = (typeof SECTIONS)[number];

export const LINK_ORDERS = ['date', 'click'] as const;
export type LinkOrder = (typeof LINK_ORDERS)[number];

export interface ManageRoute {
  /** The installation the page works with, by id; '' = the default one. */
  installation: string;
  section: Section;
  /** 1-based page of the section's list. */
  page: number;
  /** Search text: `q` for links, `name` for files, a QR code's name; '' when not searching. */
  q: string;
  /** Links only: newest first or most clicked first. */
  order: LinkOrder;
  /** Links only: the service's campaign and channel the list is narrowed to (null: any), and a utm_campaign tag ('' : any). */
  campaign: number | null;
  channel: number | null;
  tag: string;
  /** The item opened in the section (a link's detail, a campaign's links, a channel's items). */
  id: number | null;
  /**
   * 1-based page of the section's second list: the opened item's own list (a channel's items,
   * the links looked through for a campaign), or the splash pages beside the overlays.
   */
  subPage: number;
  /** Bulk only: `tabs` fills the list with the window's tabs (the popup's "Shorten all tabs"). */
  from: 'tabs' | null;
}

export const DEFAULT_ROUTE: ManageRoute = {
  installation: '',
  section: 'links',
  page: 1,
  q: '',
  order: 'date',
  campaign: null,
  channel: null,
  tag: '',
  id: null,
  subPage: 1,
  from: null,
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 ? value : null;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return values.find((value) => value === raw) ?? null;
}

/** Reads a route from a query string; anything unusable falls back to the default, never throws. */
export function parseRoute(search: string): ManageRoute {
  const params = new URLSearchParams(search);
  return {
    installation: (params.get('in') ?? '').trim().slice(0, 64),
    section: oneOf(SECTIONS, params.get('section')) ?? DEFAULT_ROUTE.section,
    page: positiveInt(params.get('page')) ?? 1,
    q: (params.get('q') ?? '').trim(),
    order: oneOf(LINK_ORDERS, params.get('order')) ?? DEFAULT_ROUTE.order,
    campaign: positiveInt(params.get('campaign')),
    channel: positiveInt(params.get('channel')),
    tag: (params.get('utm') ?? '').trim(),
    id: positiveInt(params.get('id')),
    subPage: positiveInt(params.get('sub')) ?? 1,
    from: params.get('from') === 'tabs' ? 'tabs' : null,
  };
}

/** The query string for a route, defaults left out so addresses stay short. Starts with `?`. */
export function formatRoute(route: ManageRoute): string {
  const params = new URLSearchParams();
  if (route.installation !== '') params.set('in', route.installation);
  params.set('section', route.section);
  if (route.page > 1) params.set('page', String(route.page));
  if (route.q !== '') params.set('q', route.q);
  if (route.order !== DEFAULT_ROUTE.order) params.set('order', route.order);
  if (route.campaign !== null) params.set('campaign', String(route.campaign));
  if (route.channel !== null) params.set('channel', String(route.channel));
  if (route.tag !== '') params.set('utm', route.tag);
  if (route.id !== null) params.set('id', String(route.id));
  if (route.subPage > 1) params.set('sub', String(route.subPage));
  if (route.from !== null) params.set('from', route.from);
  return `?${params.toString()}`;
}

/** The route for opening a section afresh: its list from the first page, nothing selected, on the same installation. */
export function sectionRoute(section: Section, installation = ''): ManageRoute {
  return { ...DEFAULT_ROUTE, section, installation };
}

/**
 * Applies a change the way list controls expect: a new search or order starts again at page 1,
 * opening another item starts its own list at page 1.
 */
export function updateRoute(current: ManageRoute, change: Partial<ManageRoute>): ManageRoute {
  const next: ManageRoute = { ...current, ...change };
  // Another installation has other items: its section opens afresh.
  if (change.installation !== undefined && change.installation !== current.installation) {
    return { ...DEFAULT_ROUTE, section: change.section ?? current.section, installation: change.installation };
  }
  if (change.section !== undefined && change.section !== current.section) {
    return { ...DEFAULT_ROUTE, installation: current.installation, ...change, section: change.section };
  }
  const narrowed = (['q', 'order', 'campaign', 'channel', 'tag'] as const).some((key) => change[key] !== undefined && change[key] !== current[key]);
  if (narrowed) next.page = change.page ?? 1;
  if (change.id !== undefined && change.id !== current.id) next.subPage = change.subPage ?? 1;
  return next;
}

export function sameRoute(a: ManageRoute, b: ManageRoute): boolean {
  return formatRoute(a) === formatRoute(b);
}

/** Rows per list page: the service's own default page size. */
export const LIST_PAGE_SIZE = 15;
