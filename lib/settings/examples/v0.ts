// Frozen example of settings as stored by pre-release builds (v0). Never edit: it is what
// real profiles may still hold.
export const SETTINGS_V0 = Object.freeze({
  baseUrl: 'https://short.example',
  apiKey: 'k-0123456789abcdef',
  format: 'markdown',
  theme: 'dark',
});
