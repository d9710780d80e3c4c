import { describe, expect, it } from 'vitest';
import { apiRequests, poll, popupSuite } from './popup-helpers';

// Issue #34, finding 3: opening the popup looks the page's address up among the user's links,
// with no click. The service (perhaps a hosted one, with an access log) is told only what a
// short link of that page could hold: never the fragment, and nothing for an address whose query
// carries a credential; the local link index answers for those.

const suite = popupSuite({ sandbox: { rateLimit: 10_000 } });
const searches = () => apiRequests(suite.session).filter((r) => r.path === '/api/urls');

describe("the popup's lookup of the page's address", () => {
  it('sends the address without its fragment, and still finds the link', async () => {
    const { sandbox } = suite.session;
    const made = await fetch(`${sandbox.url}/api/url/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/app' }),
    });
    expect(made.ok).toBe(true);
    sandbox.clearRequests();
    const popup = await suite.popup('https://example.com/app#access_token=oauth-secret&state=1', { settled: true });
    await popup.getByText('You already shortened this page').waitFor();
    expect(searches().map((r) => r.query['q'])).toEqual(['https://example.com/app']);
    expect(JSON.stringify(sandbox.requests())).not.toContain('oauth-secret');
  });

  it('sends nothing for an address carrying a credential, and the local index answers', async () => {
    const reset = 'https://example.com/reset?token=reset-secret-42';
    // Shortened once in Trim: the index knows it, with no request.
    const first = await suite.popup(reset, { settled: true });
    expect(searches()).toEqual([]);
    await first.getByRole('button', { name: 'Shorten', exact: true }).click();
    await first.getByRole('textbox', { name: 'Short link' }).waitFor();
    await poll(() => apiRequests(suite.session).filter((r) => r.path === '/api/url/add').length).toBe(1);
    await suite.session.countFromHere();

    const again = await suite.popup(reset, { settled: true });
    await again.getByText('You already shortened this page').waitFor();
    expect(searches()).toEqual([]);
    expect(JSON.stringify(suite.session.sandbox.requests().filter((r) => r.method === 'GET'))).not.toContain('reset-secret-42');
  });
});
