import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS, describePlan, GECKO_ID, packagesOf, releasePlan } from './release-plan';

const all = (store: keyof typeof CREDENTIALS, value = 'secret-value') => Object.fromEntries(CREDENTIALS[store].map((variable) => [variable, value]));

describe('the release plan', () => {
  it('without credentials, is a dry run that lists the three stores’ uploads: the Chrome package for Chrome and Edge, the Firefox package and its sources for AMO', () => {
    const plans = releasePlan({}, 'trim', '1.2.3');
    expect(plans.map((plan) => plan.mode)).toEqual(['dry-run', 'dry-run', 'dry-run']);
    expect(describePlan(plans, '1.2.3', true)).toBe(
      [
        'Dry run: Trim 1.2.3 would be uploaded as follows; nothing is sent.',
        '',
        'Chrome Web Store would upload:',
        '  .output/trim-1.2.3-chrome.zip',
        '  no credentials: set CHROME_EXTENSION_ID, CHROME_PUBLISHER_ID, CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL, CHROME_SERVICE_ACCOUNT_PRIVATE_KEY',
        '',
        'Microsoft Edge Add-ons would upload:',
        '  .output/trim-1.2.3-chrome.zip',
        '  no credentials: set EDGE_PRODUCT_ID, EDGE_CLIENT_ID, EDGE_API_KEY',
        '',
        'Firefox Add-ons (AMO) would upload:',
        '  .output/trim-1.2.3-firefox.zip',
        '  .output/trim-1.2.3-sources.zip',
        '  no credentials: set FIREFOX_JWT_ISSUER, FIREFOX_JWT_SECRET',
      ].join('\n'),
    );
  });

  it('submits each store whose credentials are all set, and never prints a credential', () => {
    const env = { ...all('chrome'), ...all('firefox'), EDGE_API_KEY: '  ' };
    const plans = releasePlan(env, 'trim', '1.2.3');
    expect(plans.map((plan) => [plan.store, plan.mode])).toEqual([
      ['chrome', 'submit'],
      ['edge', 'dry-run'],
      ['firefox', 'submit'],
    ]);
    const text = describePlan(plans, '1.2.3', false);
    expect(text).toContain('Chrome Web Store submits:');
    expect(text).toContain('Microsoft Edge Add-ons would upload:');
    expect(text).not.toContain('secret-value');
  });

  it('names the missing variables of a store set up halfway', () => {
    const [, edge] = releasePlan({ EDGE_PRODUCT_ID: 'p', EDGE_CLIENT_ID: 'c' }, 'trim', '1.2.3');
    expect(edge).toMatchObject({ mode: 'incomplete', missing: ['EDGE_API_KEY'] });
    expect(describePlan([edge!], '1.2.3', false)).toContain('credentials incomplete: EDGE_API_KEY missing');
  });

  it('uploads what `npm run zip` writes for package.json’s version, to the add-on id the manifest declares', () => {
    const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
    expect(packagesOf(name, version).chrome).toBe(`.output/trim-${version}-chrome.zip`);
    expect(readFileSync('wxt.config.ts', 'utf8')).toContain(`id: '${GECKO_ID}'`);
  });
});
