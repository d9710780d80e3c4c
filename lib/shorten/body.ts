import { toApiDateTime } from '@/lib/forms/datetime';
import type { ShortenBody, ShortenFormValues } from './form-model';
import type { Device } from './targeting';

const filled = <T extends { target: string; link: string }>(rows: T[]) => rows.filter((row) => row.target.trim() !== '' || row.link.trim() !== '');

/**
 * The one builder of a shorten's request body, from the form's values (which passed
 * validation, or are the untouched form built from the defaults). Empty options are left out.
 * The popup, the right-click queue and the link editor all build here: the service returns the
 * existing link for the same URL with the same options, so equal bodies make a resend safe.
 */
export function shortenBody(values: ShortenFormValues): ShortenBody {
  const body: ShortenBody = { url: values.url.trim(), status: values.status, type: values.type };
  const set = <K extends keyof ShortenBody>(key: K, value: ShortenBody[K] | '' | undefined) => {
    if (value !== '' && value !== undefined) body[key] = value;
  };
  set('custom', values.alias.trim());
  set('domain', values.domain.trim());
  if (values.campaign) body.campaign = Number(values.campaign);
  if (values.channel) body.channel = Number(values.channel);
  set('password', values.password);
  set('expiry', values.expiry.trim() ? (toApiDateTime(values.expiry) ?? undefined) : undefined);
  set('description', values.description.trim());
  set('metatitle', values.metatitle.trim());
  set('metadescription', values.metadescription.trim());
  set('metaimage', values.metaimage.trim());
  if (values.pixels.length) body.pixels = [...new Set(values.pixels)];
  const geo = filled(values.geo).map((r) => ({ location: r.target.trim(), link: r.link.trim() }));
  const device = filled(values.device).map((r) => ({ device: r.target.trim() as Device, link: r.link.trim() }));
  const language = filled(values.language).map((r) => ({ language: r.target.trim(), link: r.link.trim() }));
  if (geo.length) body.geotarget = geo;
  if (device.length) body.devicetarget = device;
  if (language.length) body.languagetarget = language;
  if (values.deeplink === 'auto') body.deeplink = { auto: true };
  if (values.deeplink === 'custom') {
    const deeplink: { apple?: string; google?: string } = {};
    if (values.deeplinkApple.trim()) deeplink.apple = values.deeplinkApple.trim();
    if (values.deeplinkGoogle.trim()) deeplink.google = values.deeplinkGoogle.trim();
    body.deeplink = deeplink;
  }
  const parameters = values.parameters.filter((p) => p.name.trim() !== '' || p.value.trim() !== '').map((p) => ({ name: p.name.trim(), value: p.value.trim() }));
  if (parameters.length) body.parameters = parameters;
  return body;
}
