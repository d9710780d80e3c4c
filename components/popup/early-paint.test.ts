import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_SNAPSHOT_KEY } from '@/lib/boot/forget';
import { saveBootSnapshot, type FirstFrame } from '@/lib/boot/save';

// The writer (lib/boot/save.ts) and the plain script that paints what it wrote
// (assets/public/popup-paint.js, not built): one format, held together here.

const PAINT = readFileSync(path.resolve('assets/public/popup-paint.js'), 'utf8');
const paint = (language = 'en') => {
  (globalThis as { chrome?: unknown }).chrome = { i18n: { getUILanguage: () => language } };
  new Function(PAINT)();
};
const app = () => document.getElementById('app') as HTMLElement & { inert: boolean };

function firstFrame(): FirstFrame {
  const root = app();
  return {
    copy: root.cloneNode(true) as Element,
    selected: [...root.querySelectorAll('select')].map((select) => select.selectedIndex),
    attributes: [...document.documentElement.attributes].map((a): [string, string] => [a.name, a.value]),
  };
}

beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/chunks/popup-abc123.js"></script>';
  document.body.innerHTML = '<div id="app"><form><input type="url" /><select><option>Service default</option><option>go.example</option></select></form></div>';
  document.documentElement.setAttribute('dir', 'rtl');
  document.documentElement.setAttribute('data-theme', 'dark');
  (app().querySelector('input') as HTMLInputElement).value = 'https://example.com/private?token=abc';
  (app().querySelector('select') as HTMLSelectElement).selectedIndex = 1;
  saveBootSnapshot(firstFrame(), 'ar');
  // The next opening: an empty #app, a plain <html>.
  app().innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => {
  localStorage.clear();
});

describe('the early paint', () => {
  it('draws the kept frame, with its theme, direction and chosen option, and none of the page’s address', () => {
    paint('ar');
    expect(app().querySelector('form')).not.toBeNull();
    expect((app().querySelector('select') as HTMLSelectElement).selectedIndex).toBe(1);
    expect((app().querySelector('input') as HTMLInputElement).value).toBe('');
    expect(app().innerHTML).not.toContain('token');
    expect(app().inert).toBe(true);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  // Loaded async: it may arrive before the body is parsed, or after the app has drawn.
  it('waits for #app when it runs before the body is parsed', () => {
    const body = document.body.innerHTML;
    document.body.innerHTML = '';
    paint('ar');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    document.body.innerHTML = body;
    document.dispatchEvent(new Event('readystatechange'));
    expect(app().querySelector('form')).not.toBeNull();
    expect(app().inert).toBe(true);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('leaves the app alone when it has already drawn', () => {
    app().innerHTML = '<main>Settings</main>';
    paint('ar');
    expect(app().innerHTML).toBe('<main>Settings</main>');
    expect(app().inert).toBeFalsy();
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it.each([
    ['another language', () => paint('en')],
    [
      'another build',
      () => {
        document.head.innerHTML = '<script type="module" src="/chunks/popup-def456.js"></script>';
        paint('ar');
      },
    ],
    [
      'a broken record',
      () => {
        localStorage.setItem(BOOT_SNAPSHOT_KEY, '{"build":');
        paint('ar');
      },
    ],
    [
      'nothing kept',
      () => {
        localStorage.removeItem(BOOT_SNAPSHOT_KEY);
        paint('ar');
      },
    ],
  ])('draws nothing for %s', (_, open) => {
    open();
    expect(app().innerHTML).toBe('');
    expect(app().inert).toBeFalsy();
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });
});
