import { accountApi } from './endpoints/account';
import { campaignsApi } from './endpoints/campaigns';
import { channelsApi } from './endpoints/channels';
import { domainsApi } from './endpoints/domains';
import { filesApi } from './endpoints/files';
import { linksApi } from './endpoints/links';
import { overlaysApi } from './endpoints/overlays';
import { pixelsApi } from './endpoints/pixels';
import { splashApi } from './endpoints/splash';
import { createTransport, type Transport, type TransportConfig } from './transport';

export type ApiClientConfig = TransportConfig;

/**
 * The whole service API behind one object. Surfaces held to a size budget should
 * compose `createTransport` with only the endpoint modules they use instead.
 */
export function createApiClient(config: ApiClientConfig) {
  return apiClientOn(createTransport(config));
}

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
    rateLimit: transport.rateLimit,
  };
}
export type ApiClient = ReturnType<typeof apiClientOn>;

export { ApiError, API_ERROR_KINDS, areaRefusal, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorDetails, Refusal } from './errors';
export { describeApiError, describeRefusal } from './describe-error';
export type { ErrorDescription } from './describe-error';
export { createTransport, DEFAULT_TIMEOUT_MS } from './transport';
export type { Transport, TransportConfig, HttpMethod, RequestOptions, RawBody } from './transport';
export type { RateLimitState } from './rate-limit';
export { parseBaseUrl } from './base-url';

export { accountApi, campaignsApi, channelsApi, domainsApi, filesApi, linksApi, overlaysApi, pixelsApi, splashApi };
export type { AccountApi } from './endpoints/account';
export type { CampaignsApi } from './endpoints/campaigns';
export type { ChannelsApi } from './endpoints/channels';
export type { DomainsApi } from './endpoints/domains';
export type { FilesApi } from './endpoints/files';
export type { LinksApi } from './endpoints/links';
export type { OverlaysApi } from './endpoints/overlays';
export type { PixelsApi } from './endpoints/pixels';
export type { SplashApi } from './endpoints/splash';

export type { Account, AccountUpdate } from './schemas/account';
export type { Campaign, CampaignCreate, CampaignUpdate } from './schemas/campaign';
export type { Channel, ChannelCreate, ChannelUpdate } from './schemas/channel';
export type { ChannelItem, ChannelItemType } from './schemas/channel-item';
export type { Domain, DomainCreate, DomainUpdate } from './schemas/domain';
export type { ListPage, PageInfo, Paging } from './schemas/envelope';
export type { FileEntry, FileListQuery, FileUploaded, FileUploadOptions } from './schemas/file';
export type { Link, LinkListQuery, LinkResult } from './schemas/link';
export type { LinkDetails, LinkStats } from './schemas/link-details';
export type { LinkInput, LinkUpdate, RedirectType } from './schemas/link-input';
export type { Overlay } from './schemas/overlay';
export type { Pixel, PixelCreate, PixelType, PixelUpdate } from './schemas/pixel';
export type { CreatedId, MessageResult } from './schemas/primitives';
export type { Splash } from './schemas/splash';

// Input schemas, for forms that validate before sending.
export { accountUpdateSchema } from './schemas/account';
export { campaignCreateSchema, campaignUpdateSchema } from './schemas/campaign';
export { channelCreateSchema, channelUpdateSchema } from './schemas/channel';
export { CHANNEL_ITEM_TYPES } from './schemas/channel-item';
export { domainCreateSchema, domainUpdateSchema } from './schemas/domain';
export { fileUploadOptionsSchema } from './schemas/file';
export { linkInputSchema, linkUpdateSchema, REDIRECT_TYPES, TARGET_DEVICES } from './schemas/link-input';
export { PIXEL_TYPES, pixelCreateSchema, pixelUpdateSchema } from './schemas/pixel';
