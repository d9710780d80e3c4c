import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import { UtmTemplateDefaults } from './UtmTemplateDefaults';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const work: Installation = { id: 'work', name: 'Work', connection: { baseUrl: 'https://s.test', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS };
const show = () => render(<UtmTemplateDefaults state={{ templates: [], defaults: {} }} installations={[work]} onChoose={() => undefined} />);

describe('UtmTemplateDefaults', () => {
  it('names the right-click menu and the shortcut where the browser has them', () => {
    show();
    expect(screen.getByText(/from the right-click menu, with the shortcut and in Bulk/)).toBeTruthy();
  });

  it('names only the popup and Bulk where it has neither (Firefox for Android)', () => {
    vi.spyOn(fakeBrowser, 'contextMenus', 'get').mockReturnValue(undefined as never);
    vi.spyOn(fakeBrowser, 'commands', 'get').mockReturnValue(undefined as never);
    show();
    expect(screen.getByText(/every address you shorten that has none of its own: in the popup and in Bulk\./)).toBeTruthy();
    expect(screen.queryByText(/right-click|shortcut/)).toBeNull();
  });
});
