import { browser, type Browser } from 'wxt/browser';
import { writeClipboard } from '@/lib/clipboard';
import { defaultSuggestionText, omniboxMessage, omniboxSuggestion } from '@/lib/history/omnibox';
import { t } from '@/lib/i18n/messages';
import { prepareSearch, type LinkSearch } from '@/lib/history/search';
import type { IndexedLink } from '@/lib/history/schema';
import { readAllRecords } from '@/lib/history/link-records';
import { readIndexStatus } from '@/lib/history/status';
import { connectionSource } from '@/lib/connection/source';
import { getSettings } from '@/lib/settings/items';
import { formatShortLink } from '@/lib/shorten/copy-format';
import { isHttpUrl } from '@/lib/api/http-url';
import { NOTIFICATION, notify } from './feedback';

// The address bar's keyword `s`: suggestions come from the local index of every installation,
// read once per typing session, so no keystroke sends a request. Enter copies the chosen short
// link; the browser's "open in a new tab" keys (Alt+Enter, or a middle click) open it instead.

/** Chrome renders its XML subset (<match>, <url>, <dim>) in descriptions; Firefox shows plain text. */
const MARKUP = import.meta.env.BROWSER !== 'firefox';
const SUGGESTIONS = 6;

let session: Promise<{ search: LinkSearch; links: IndexedLink[] }> | null = null;

async function loadSession() {
  const { installations } = await getSettings();
  const indexes = await Promise.all(installations.map(async (one) => ((await readIndexStatus(one.id, connectionSource(one.connection))).count > 0 ? readAllRecords(one.id) : [])));
  // Only links whose short address is a web address: Enter copies or opens it (the scheme rule).
  const links = indexes.flat().filter((link) => isHttpUrl(link.shorturl));
  return { search: prepareSearch(links), links };
}

// A failed read (storage) is not kept for the rest of the typing session.
const current = () =>
  (session ??= loadSession().catch((error: unknown) => {
    session = null;
    throw error;
  }));

/** A new typing session reads the index again (it may have been refreshed since). */
export function startOmniboxSession(): void {
  session = null;
}

export async function handleOmniboxInput(text: string, suggest: (suggestions: Browser.omnibox.SuggestResult[]) => void): Promise<Browser.omnibox.SuggestResult[]> {
  const { search, links } = await current();
  const matches = search.search(text, SUGGESTIONS);
  const description = links.length === 0 ? omniboxMessage('bg_omni_no_index', MARKUP) : defaultSuggestionText(text, matches.length, MARKUP);
  browser.omnibox.setDefaultSuggestion({ description });
  const suggestions = matches.map((match) => omniboxSuggestion(match, MARKUP));
  suggest(suggestions);
  return suggestions;
}

/** What Enter did, for the tests: the link copied or opened, or the manage page opened to search. */
export type OmniboxOutcome = { copied: string } | { opened: string } | { searched: string };

export async function handleOmniboxEnter(text: string, disposition: `${Browser.omnibox.OnInputEnteredDisposition}`): Promise<OmniboxOutcome> {
  const { search, links } = await current();
  const wanted = text.trim();
  // A chosen suggestion arrives as its content, the short URL; typed words pick the best match.
  const link = links.find((one) => one.shorturl === wanted) ?? search.search(wanted, 1)[0]?.link;
  if (!link) {
    const url = browser.runtime.getURL(`/manage.html?section=links&q=${encodeURIComponent(wanted)}`);
    await browser.tabs.create({ url });
    return { searched: wanted };
  }
  if (disposition !== 'currentTab') {
    await browser.tabs.create({ url: link.shorturl, active: disposition === 'newForegroundTab' });
    return { opened: link.shorturl };
  }
  const { copyFormat } = await getSettings();
  try {
    await writeClipboard(formatShortLink(link, copyFormat));
    await notify(NOTIFICATION.result, t('bg_copied'), link.shorturl);
  } catch {
    await notify(NOTIFICATION.error, t('bg_copy_failed'), t('bg_copy_failed_hint', link.shorturl));
  }
  return { copied: link.shorturl };
}
