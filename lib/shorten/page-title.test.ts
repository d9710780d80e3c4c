import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openPageTitle } from './page-title';

describe('openPageTitle', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => [{ url: 'https://example.com/sale?id=1&fbclid=z', title: 'Spring sale' }]) as never);
  });

  it('is the tab’s title for its page, whatever campaign tags or tracking parameters the long URL gained or lost', async () => {
    expect(await openPageTitle('https://example.com/sale?id=1&utm_source=news&utm_medium=email')).toBe('Spring sale');
    expect(await openPageTitle('https://example.com/sale?id=1')).toBe('Spring sale');
    expect(await openPageTitle('https://example.com/sale?id=2')).toBe('');
  });
});
