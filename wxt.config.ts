import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: 'Trim',
    description: 'Shorten, share and track links with your own link-shortening service.',
  },
});
