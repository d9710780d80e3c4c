import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClickDay } from '@/lib/history/days';
import { ClickChart } from './ClickChart';
import { Sparkline } from './Sparkline';

afterEach(cleanup);

// 2025-11-01 is day 20393.
const NOV_1 = 20393;
const series = (...clicks: (number | null)[]): ClickDay[] => clicks.map((value, index) => ({ day: NOV_1 + index, clicks: value }));

describe('ClickChart', () => {
  it('captions the chart in words and names the image by that caption', () => {
    render(<ClickChart title="Clicks over time" days={series(2, null, 9, 0, null)} />);
    const caption = 'Clicks over time 11 clicks over the last 5 days; most on Nov 3 (9). No data for 2 days.';
    expect(document.querySelector('figcaption')?.textContent).toBe(caption);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-labelledby')).toBe(document.querySelector('figcaption')?.id);
  });

  it('draws a bar per day with clicks, a mark per zero and a separate marker per gap', () => {
    render(<ClickChart days={series(2, null, 9, 0, null, 1)} />);
    const svg = screen.getByRole('img');
    expect(svg.querySelectorAll('.click-chart-bar')).toHaveLength(3);
    expect(svg.querySelectorAll('.click-chart-zero')).toHaveLength(1);
    expect(svg.querySelectorAll('.click-chart-gap')).toHaveLength(2);
    const heights = [...svg.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[2]);
  });

  it('lists every day in a table, gaps as "No data"', () => {
    render(<ClickChart days={series(1200, null, 0)} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Clicks']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 1', '1,200'],
      ['Nov 2', 'No data'],
      ['Nov 3', '0'],
    ]);
    expect(table.querySelector('time')?.getAttribute('datetime')).toBe('2025-11-01');
    expect(screen.getByText('Show as table').tagName).toBe('SUMMARY');
  });

  it('labels the first and last day, and explains the gap marker only when there are gaps', () => {
    const { rerender } = render(<ClickChart days={series(1, 2, 3)} />);
    const axis = document.querySelector('.click-chart-axis')!;
    expect(axis.textContent).toBe('Nov 1Nov 3');
    expect(document.querySelector('.click-chart-legend')).toBeNull();
    rerender(<ClickChart days={series(1, null, 3)} />);
    expect(document.querySelector('.click-chart-legend')?.textContent).toContain('no data');
  });

  it('says so when there is no data at all, without drawing bars', () => {
    render(<ClickChart days={series(null, null)} />);
    expect(screen.getByText('No click data for the last 2 days yet.')).toBeTruthy();
    expect(document.querySelectorAll('.click-chart-bar')).toHaveLength(0);
    expect(document.querySelectorAll('.click-chart-gap')).toHaveLength(2);
  });
});

describe('Sparkline', () => {
  it('is one image named by its total, split into a line per run of known days', () => {
    render(<Sparkline days={series(40, 1, null, 0, 1, null, null, 0)} />);
    const image = screen.getByRole('img', { name: '42 clicks in 8 days' });
    expect(image.querySelectorAll('polyline')).toHaveLength(3);
  });

  it('has no line and says so without data; a given label wins', () => {
    const { rerender } = render(<Sparkline days={series(null, null)} />);
    expect(screen.getByRole('img', { name: 'No click data yet' }).querySelectorAll('polyline')).toHaveLength(0);
    rerender(<Sparkline days={series(3)} label="Clicks of trim.to/abc" />);
    expect(screen.getByRole('img', { name: 'Clicks of trim.to/abc' })).toBeTruthy();
  });
});
