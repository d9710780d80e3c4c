import { describe, expect, it } from 'vitest';
import { MENU, targetOf } from './menus';

describe('targetOf (which URL a right-click is about)', () => {
  it.each([
    [
      { menuItemId: MENU.link, linkUrl: 'https://a.example/x', pageUrl: 'https://p.example/' },
      { url: 'https://a.example/x', source: 'link' },
    ],
    [
      { menuItemId: MENU.page, pageUrl: 'https://p.example/' },
      { url: 'https://p.example/', source: 'page' },
    ],
    [
      { menuItemId: MENU.image, srcUrl: 'https://cdn.example/i.png', pageUrl: 'https://p.example/' },
      { url: 'https://cdn.example/i.png', source: 'image' },
    ],
    [
      { menuItemId: MENU.selection, selectionText: ' example.com/sel ' },
      { url: 'https://example.com/sel', source: 'selection' },
    ],
    [
      { menuItemId: MENU.selection, selectionText: 'not a url' },
      { url: null, source: 'selection' },
    ],
    [{ menuItemId: MENU.link }, { url: null, source: 'link' }],
    [{ menuItemId: 'someone-else' }, null],
  ])('%j → %j', (info, expected) => {
    expect(targetOf(info, undefined)).toEqual(expected);
  });

  it('falls back to the tab URL for the page item', () => {
    expect(targetOf({ menuItemId: MENU.page }, { url: 'https://tab.example/' })).toEqual({ url: 'https://tab.example/', source: 'page' });
  });
});
