// Frozen example of settings as stored by v1. Never edit: it is what real profiles may still hold.
export const SETTINGS_V1 = Object.freeze({
  connection: { baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' },
  defaults: { domain: '', campaign: null, channel: null, status: 'private', type: 'direct' },
  autoCopy: true,
  copyFormat: 'markdown',
  theme: 'dark',
});
