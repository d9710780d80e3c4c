import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/lib/settings/schema';
import { QuickPathForm } from './QuickPathForm';

const menus = fakeBrowser.contextMenus;
afterEach(() => {
  (fakeBrowser as { contextMenus: unknown }).contextMenus = menus;
  cleanup();
});

const show = () => render(<QuickPathForm settings={DEFAULT_SETTINGS} onChange={() => undefined} />);

describe('QuickPathForm on browsers with and without a menu on the toolbar button', () => {
  it('offers one-click shortening where the button has a menu to reach the popup', () => {
    show();
    expect(screen.getByRole('switch', { name: /Clicking the Trim button/ })).toBeTruthy();
  });

  it('says in one line why it is not offered where there are no menus (Firefox for Android)', () => {
    (fakeBrowser as { contextMenus: unknown }).contextMenus = undefined;
    show();
    expect(screen.queryByRole('switch', { name: /Clicking the Trim button/ })).toBeNull();
    expect(screen.getByText(/One-click shortening is not offered here/)).toBeTruthy();
  });
});
