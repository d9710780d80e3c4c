import { describe, expect, it } from 'vitest';
import { MENU, menuItems, targetOf } from './menus';

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
    [{ menuItemId: MENU.text }, { url: null, source: 'selection' }],
    [{ menuItemId: MENU.link }, { url: null, source: 'link' }],
    [{ menuItemId: 'someone-else' }, null],
  ])('%j → %j', (info, expected) => {
    expect(targetOf(info, undefined)).toEqual(expected);
  });

  it('falls back to the tab URL for the page item', () => {
    expect(targetOf({ menuItemId: MENU.page }, { url: 'https://tab.example/' })).toEqual({ url: 'https://tab.example/', source: 'page' });
  });
});

describe('menuItems (one entry per installation when there are several)', () => {
  it('is the five shorten items and "Open Trim" with one installation, or none', () => {
    for (const installations of [[], [{ id: 'a', name: 'Work' }]]) {
      expect(menuItems(installations).map((item) => [item.id, item.title, item.parentId])).toEqual([
        [MENU.link, 'Shorten link', undefined],
        [MENU.page, 'Shorten this page', undefined],
        [MENU.image, 'Shorten image URL', undefined],
        [MENU.selection, 'Shorten selected links', undefined],
        [MENU.text, 'Shorten the links in this text', undefined],
        [MENU.open, 'Open Trim', undefined],
      ]);
    }
  });

  it('opens "… with ▸" one entry per installation, the default (first) marked', () => {
    const items = menuItems([
      { id: 'b', name: 'Home' },
      { id: 'a', name: 'Work' },
    ]);
    expect(items.filter((item) => item.contexts?.[0] === 'link').map((item) => [item.id, item.title, item.parentId])).toEqual([
      [MENU.link, 'Shorten link with', undefined],
      [`${MENU.link}@b`, 'Home (default)', MENU.link],
      [`${MENU.link}@a`, 'Work', MENU.link],
    ]);
    expect(items).toHaveLength(5 * 3 + 1);
  });

  it("a click on an installation's entry carries its id", () => {
    expect(targetOf({ menuItemId: `${MENU.selection}@i-12ab`, selectionText: 'example.com/x' }, undefined)).toEqual({
      url: 'https://example.com/x',
      source: 'selection',
      installation: 'i-12ab',
    });
  });
});
