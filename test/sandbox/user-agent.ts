export interface Agent {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/MSIE |Trident\//, 'Internet Explorer'],
  [/curl\//, 'curl'],
  [/bot|crawler|spider/i, 'Bot'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chrome OS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac OS X'],
  [/Ubuntu/, 'Ubuntu'],
  [/Linux/, 'Linux'],
  [/BlackBerry|BB10/, 'BlackBerry'],
];

export function parseUserAgent(ua: string): Agent {
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Unknown',
    os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Unknown',
  };
}

/** The device names of device targeting (field notes), each with what it matches in a User-Agent. */
const DEVICES: Record<string, RegExp> = {
  iphone: /iPhone/,
  ipad: /iPad/,
  ipod: /iPod/,
  android: /Android/,
  windows: /Windows/,
  'mac os': /Macintosh/,
  linux: /Linux(?!.*Android)/,
  ubuntu: /Ubuntu/,
  blackberry: /BlackBerry|BB10/,
  chrome: /CrOS/,
  mobile: /Mobile|Android|iPhone|iPod/,
};

export function deviceMatches(device: string, ua: string): boolean {
  return DEVICES[device.trim().toLowerCase()]?.test(ua) ?? false;
}

/** Two-letter language codes from Accept-Language, most preferred first. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => /^[a-z]{2}$/.test(l.code) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.code);
}

const SOCIAL: Record<string, RegExp> = {
  facebook: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/,
  twitter: /(^|\.)(twitter\.com|t\.co|x\.com)$/,
  linkedin: /(^|\.)(linkedin\.com|lnkd\.in)$/,
  reddit: /(^|\.)reddit\.com$/,
  instagram: /(^|\.)instagram\.com$/,
  pinterest: /(^|\.)pinterest\.com$/,
};

export const SOCIAL_NETWORKS = Object.keys(SOCIAL);

export function socialNetworkOf(referrerHost: string): string | undefined {
  return Object.entries(SOCIAL).find(([, re]) => re.test(referrerHost))?.[0];
}
