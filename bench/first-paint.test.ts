import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { earlyCopy, staticCopy } from './first-paint';

const PAINT = readFileSync('assets/public/popup-paint.js', 'utf8');
const POPUP = readFileSync('entrypoints/popup/index.html', 'utf8').replace('src="./main.tsx"', 'src="/chunks/popup-abc.js"');

describe('the pages the popup’s first paint is measured against', () => {
  it('keeps the static copy’s linked stylesheets and drops every script and lazy sheet', () => {
    const source = '<link rel="stylesheet" href="/assets/popup.css"><script type="module" src="/chunks/popup-abc.js"></script>';
    const settled = `<html><head>${source}<link rel="stylesheet" href="/assets/lazy.css"><script async src="/popup-paint.js"></script></head><body><div id="app">Shorten</div></body></html>`;
    const copy = staticCopy(settled, source);
    expect(copy).toContain('href="/assets/popup.css"');
    expect(copy).not.toContain('lazy.css');
    expect(copy).not.toContain('<script');
    expect(copy).toContain('<div id="app">Shorten</div>');
  });

  it('makes the early page the popup’s page without its module, painting with a copy that skips only the build check', () => {
    const early = earlyCopy(POPUP, PAINT);
    expect(early.html).not.toContain('type="module"');
    expect(early.html).toContain('<script async fetchpriority="high" src="/bench-early-paint.js"></script>');
    expect(early.script).not.toContain('snapshot.build');
    expect(early.script).toContain('snapshot.language === chrome.i18n.getUILanguage()');
    expect(early.script.length).toBeLessThan(PAINT.length);
  });

  it.each([
    ['the popup has no module', POPUP.replace(/<script type="module"[^>]*><\/script>/, ''), PAINT],
    ['the paint script checks the build another way', POPUP, PAINT.replace("snapshot.build === module.getAttribute('src')", 'snapshot.build === build')],
  ])('says so when %s', (_, html, script) => {
    expect(() => earlyCopy(html, script)).toThrow(/bench\/first-paint/);
  });
});
