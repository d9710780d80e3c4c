import { accountApi } from '@/lib/api/endpoints/account';
import { campaignsApi } from '@/lib/api/endpoints/campaigns';
import { channelsApi } from '@/lib/api/endpoints/channels';
import { domainsApi } from '@/lib/api/endpoints/domains';
import { filesApi } from '@/lib/api/endpoints/files';
import { linksApi } from '@/lib/api/endpoints/links';
import { overlaysApi } from '@/lib/api/endpoints/overlays';
import { pixelsApi } from '@/lib/api/endpoints/pixels';
import { qrApi } from '@/lib/api/endpoints/qr';
import { splashApi } from '@/lib/api/endpoints/splash';
import type { Transport } from './transport';

// The API's endpoints and schemas. The transport itself is not imported here: a page loads it
// with its first request (lib/connection/connection.ts), and plain Node builds one with
// createApiClient (client.ts).

/** Every endpoint over a transport that already exists (a page's connection holds one). */
export function apiClientOn(transport: Transport) {
  return {
    account: accountApi(transport),
    links: linksApi(transport),
    campaigns: campaignsApi(transport),
    channels: channelsApi(transport),
    domains: domainsApi(transport),
    files: filesApi(transport),
    overlays: overlaysApi(transport),
    splash: splashApi(transport),
    pixels: pixelsApi(transport),
    qr: qrApi(transport),
    rateLimit: transport.rateLimit,
  };
}
export type ApiClient = ReturnType<typeof apiClientOn>;

export { ApiError } from './errors';
export { DEFAULT_TIMEOUT_MS } from './defaults';
export type { Transport } from './transport';

export { accountApi, campaignsApi, channelsApi, domainsApi, filesApi, linksApi, overlaysApi, pixelsApi, qrApi, splashApi };
export { hasNoQrCodes, type NoQrCodes } from '@/lib/api/endpoints/no-qr';
export type { LinksApi } from '@/lib/api/endpoints/links';

export type { Account } from '@/lib/api/schemas/account';
export type { Campaign, CampaignCreate } from '@/lib/api/schemas/campaign';
export type { Channel, ChannelCreate } from '@/lib/api/schemas/channel';
export type { ChannelItemType } from '@/lib/api/schemas/channel-item';
export type { Domain, DomainCreate, DomainUpdate } from '@/lib/api/schemas/domain';
export type { ListPage, PageInfo } from '@/lib/api/schemas/envelope';
export type { FileEntry, FileUploaded, FileUploadOptions } from '@/lib/api/schemas/file';
export type { Link } from '@/lib/api/schemas/link';
export type { LinkDetails, LinkStats } from '@/lib/api/schemas/link-details';
export type { LinkChanges, LinkInput } from '@/lib/api/schemas/link-input';
export type { Overlay } from '@/lib/api/schemas/overlay';
export type { Pixel, PixelCreate, PixelType } from '@/lib/api/schemas/pixel';
export type { Qr, QrType } from '@/lib/api/schemas/qr';
export type { Splash } from '@/lib/api/schemas/splash';

// Input schemas, for forms that validate before sending.
export { accountUpdateSchema } from '@/lib/api/schemas/account';
export { campaignCreateSchema } from '@/lib/api/schemas/campaign';
export { channelCreateSchema } from '@/lib/api/schemas/channel';
export { CHANNEL_ITEM_TYPES } from '@/lib/api/schemas/channel-item';
export { domainCreateSchema, domainUpdateSchema } from '@/lib/api/schemas/domain';
export { fileUploadOptionsSchema } from '@/lib/api/schemas/file';
export { linkUpdateSchema, TARGET_DEVICES } from '@/lib/api/schemas/link-input';
export { PIXEL_TYPES, pixelCreateSchema, pixelUpdateSchema } from '@/lib/api/schemas/pixel';
