import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveInstallation } from '@/lib/installations/installations';
import { pastedTextItem, takePastedText } from '@/lib/queue/pasted-text';
import { textGroupsItem, type TextGroup } from '@/lib/queue/text-groups';
import { forgetStaleReviews, textReviewsItem } from '@/lib/queue/text-reviews';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { forgetOwnedStores } from './forget-owned';
import { keepPastedText } from './paste-text';
import { sweepRemovedInstallations } from './sweep';

// Issue #41: every text Trim keeps (a right-click's text waiting for its links or for the user's
// answer, the popup's pasted message) goes when its installation is removed, also when the removal
// was cut short; an unanswered text goes after a day; the pasted text goes once a popup shows it.

const group = (id: string, installation: string): TextGroup => ({
  id,
  text: `Read https://a.test/${id}`,
  parts: [{ address: `https://a.test/${id}`, url: `https://a.test/${id}`, short: `https://sho.rt/${id}` }],
  installation,
});

const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  fakeBrowser.reset();
  // The fake browser has no getKeys; Chrome and Firefox do.
  vi.spyOn(fakeBrowser.storage.local, 'getKeys').mockImplementation(async () => Object.keys(await fakeBrowser.storage.local.get(null)));
  await saveInstallation({ id: 'kept', name: 'Kept', connection: { baseUrl: 'https://kept.example', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
});

afterEach(() => vi.restoreAllMocks());

describe('the texts Trim keeps', () => {
  it("the pasted text names its installation and goes with it; another installation's stays", async () => {
    await keepPastedText(group('g1', 'gone'));
    expect(await pastedTextItem.getValue()).toMatchObject({ id: 'g1', installation: 'gone', text: 'Read https://sho.rt/g1' });
    await forgetOwnedStores('kept');
    expect(await pastedTextItem.getValue()).not.toBeNull();
    await forgetOwnedStores('gone');
    expect(await pastedTextItem.getValue()).toBeNull();
  });

  it('a pasted text goes once a popup shows it, and only that one', async () => {
    await keepPastedText(group('g1', 'kept'));
    await takePastedText('g0');
    expect(await pastedTextItem.getValue()).not.toBeNull();
    await takePastedText('g1');
    expect(await pastedTextItem.getValue()).toBeNull();
  });

  it('at the worker start, the texts of an installation removed half way go, though no key of its own is left', async () => {
    const now = Date.now();
    await textGroupsItem.setValue([group('a', 'gone'), group('b', 'kept')]);
    await textReviewsItem.setValue([
      { group: group('c', 'gone'), createdAt: now },
      { group: group('d', 'kept'), createdAt: now },
    ]);
    await keepPastedText(group('e', 'gone'));

    expect(await sweepRemovedInstallations()).toEqual(['gone']);
    expect((await textGroupsItem.getValue()).map((one) => one.id)).toEqual(['b']);
    expect((await textReviewsItem.getValue()).map((one) => one.group.id)).toEqual(['d']);
    expect(await pastedTextItem.getValue()).toBeNull();
  });

  it('a text left unanswered for a day goes at the worker start, though no other was held after it', async () => {
    const now = Date.now();
    await textReviewsItem.setValue([
      { group: group('old', 'kept'), createdAt: now - DAY - 1 },
      { group: group('new', 'kept'), createdAt: now - DAY + 60_000 },
    ]);
    await forgetStaleReviews(now);
    expect((await textReviewsItem.getValue()).map((one) => one.group.id)).toEqual(['new']);
  });
});
