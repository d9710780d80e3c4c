// Frozen example of settings as stored by v2 (the current version). Never edit: when the
// shape changes, add v3.ts beside it.
export const SETTINGS_V2 = Object.freeze({
  installations: [
    {
      id: 'first',
      name: 'short.example',
      connection: { baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' },
      defaults: { domain: '', campaign: null, channel: null, status: 'private', type: 'direct' },
    },
    {
      id: 'i-7f3a9c21',
      name: 'Work',
      connection: { baseUrl: 'https://go.work.example', apiKey: 'k-work-fedcba9876543210', apiPath: '/v1/api' },
      defaults: { domain: 'https://brand.example', campaign: 4, channel: null, status: 'public', type: 'frame' },
    },
  ],
  defaultInstallation: 'first',
  autoCopy: true,
  copyFormat: 'markdown',
  theme: 'dark',
  oneClick: false,
  address: { dropTracking: true, extraParams: ['ref'], preferCanonical: false },
});
