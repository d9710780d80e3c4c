import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frameOnly } from './first-paint';

const POPUP = readFileSync('entrypoints/popup/index.html', 'utf8').replace('src="./main.tsx"', 'src="/chunks/popup-abc.js"');

describe('the page the popup’s first paint is measured against', () => {
  it('is the popup’s page without its module: the skeleton and the first-frame script alone', () => {
    const frame = frameOnly(POPUP);
    expect(frame).not.toContain('type="module"');
    expect(frame).toContain('<script async src="/popup-frame.js"></script>');
    expect(frame).toContain('class="popup popup-skeleton"');
  });

  it.each([
    ['the popup has no module', POPUP.replace(/<script type="module"[^>]*><\/script>/, '')],
    ['the popup has no skeleton', POPUP.replace('popup-skeleton', 'popup-other')],
  ])('says so when %s', (_, html) => {
    expect(() => frameOnly(html)).toThrow(/bench\/first-paint/);
  });
});
