import { fail, listBody, phpJson, type RecordedRequest, type Responder } from '@/lib/api/test-utils';
import type { Area } from './areas';

/** How a test service closes an area: the plan's 403, or a scoped key's refusal as 403 or as `error: true` with 200. */
export type ClosedForm = 'plan' | 'key' | 'key-200';

const AREA_OF_PATH: Record<string, Area> = {
  '/api/account': 'account',
  '/api/urls': 'links',
  '/api/domains': 'domains',
  '/api/campaigns': 'campaigns',
  '/api/channels': 'channels',
  '/api/pixels': 'pixels',
  '/api/overlay': 'overlays',
  '/api/splash': 'splash',
  '/api/qr': 'qr',
  '/api/files': 'files',
};

/** One item per list, in the shape real servers send. */
const AREA_LISTS: Record<Exclude<Area, 'account'>, [key: string, item: unknown]> = {
  links: [
    'urls',
    { id: 9, alias: 'docs', shorturl: 'https://short.test/docs', longurl: 'https://example.com/docs', clicks: 3, title: 'Docs', description: '', date: '2026-01-01 00:00:00' },
  ],
  domains: ['domains', { id: 1, domain: 'https://brand.example', redirectroot: '', redirect404: '' }],
  campaigns: ['campaigns', { id: 2, name: 'Spring', public: true, rotator: false, list: 'https://short.test/u/list' }],
  channels: ['channels', { id: 3, name: 'News', description: '', color: '#000000', starred: false }],
  pixels: ['pixels', { id: 4, type: 'gapixel', name: 'GA', tag: 'G-1', date: '2026-01-01 00:00:00' }],
  overlays: ['overlay', { id: 5, type: 'message', name: 'CTA', date: '2026-01-01 00:00:00' }],
  splash: ['splash', { id: 6, name: 'Hello', date: '2026-01-01 00:00:00' }],
  qr: ['qrs', { id: 7, link: 'https://short.test/qr/abc', scans: 2, name: 'Poster', date: '2026-01-01 00:00:00' }],
  files: ['list', { id: 8, name: 'Brochure', downloads: 1, shorturl: 'https://short.test/f/brochure', date: '2026-01-01 00:00:00' }],
};

export const TEST_ACCOUNT = { id: 1, email: 'demo@example.com', username: 'demo', avatar: '', status: 'pro', expires: '', registered: '' };

/** The area a request of the test service went to, or null for anything else. */
export const areaOfRequest = (request: RecordedRequest): Area | null => AREA_OF_PATH[request.url.pathname] ?? null;

/**
 * A service whose areas answer (one item per list), except those `closed` (by the plan or the
 * key, in the given form) and those `down` (unreachable). Anything else is an HTML 404.
 */
export function areaService({ closed = {}, down = [] }: { closed?: Partial<Record<Area, ClosedForm>>; down?: Area[] } = {}): Responder {
  return (request) => {
    const area = areaOfRequest(request);
    if (area === null) return { status: 404, body: '<html>Not Found</html>', headers: { 'Content-Type': 'text/html' } };
    if (down.includes(area)) throw new TypeError('Failed to fetch');
    const form = closed[area];
    if (form === 'plan') return fail('You do not have permission to access this endpoint.', 403);
    if (form === 'key') return fail('You do not have access to this endpoint with this API key.', 403);
    if (form === 'key-200') return { body: phpJson({ error: true, message: 'You do not have access to this endpoint with this API key.' }) };
    if (area === 'account') return { body: phpJson({ error: 0, data: TEST_ACCOUNT }) };
    const [key, item] = AREA_LISTS[area];
    // The file list has no `data` wrapper: its paging and items sit at the top level.
    if (area === 'files') return { body: phpJson({ error: 0, result: 1, perpage: 1, currentpage: 1, nextpage: null, maxpage: 1, list: [item] }) };
    return { body: listBody(key, [item]) };
  };
}
