import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { BarList } from './BarList';
import { LinkStatsView } from './LinkStatsView';

afterEach(cleanup);

describe('BarList', () => {
  it('largest first, limited, each row readable as label and value; bars scaled to the largest', () => {
    render(<BarList title="Top countries" data={{ Canada: 2, Japan: 8, Chile: 1, Peru: 0 }} limit={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Japan8', 'Canada2']);
    const bars = [...document.querySelectorAll<HTMLElement>('.bar-fill')].map((b) => b.style.width);
    expect(bars).toEqual(['100%', '25%']);
    expect(document.querySelector('.bar-track')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('counts what it leaves out', () => {
    render(<BarList title="Top countries" data={{ Canada: 5, Japan: 4, Chile: 3, Peru: 2, Spain: 1 }} limit={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+2 more')).toBeTruthy();
  });

  it('says nothing more when everything is shown', () => {
    render(<BarList title="Top countries" data={{ Canada: 5, Japan: 4 }} limit={3} />);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('says so when there is nothing', () => {
    render(<BarList title="Browsers" data={{}} />);
    expect(screen.getByText('No data yet.')).toBeTruthy();
  });

  it('labels from the server are text', () => {
    render(<BarList title="Top referrers" data={{ '<img src=x onerror=alert(1)>': 3 }} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('LinkStatsView', () => {
  it('shows clicks, unique clicks and every breakdown', () => {
    render(
      <LinkStatsView
        stats={{ clicks: 12, uniqueClicks: 7, topCountries: { Canada: 3 }, topReferrers: {}, topBrowsers: { Firefox: 2 }, topOs: { Linux: 1 }, socialCount: { reddit: 4 } }}
      />,
    );
    const tiles = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(tiles).toEqual(['12', '7']);
    for (const heading of ['Top countries', 'Top referrers', 'Browsers', 'Operating systems', 'Clicks from social sites']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    // The network by its name, not the API's key.
    const social = screen.getByRole('heading', { name: 'Clicks from social sites' }).parentElement!;
    expect(within(social).getByText('Reddit')).toBeTruthy();
  });
});
