import { describe, expect, it } from 'vitest';
import { MONTH, planMonth } from './month-of-clicks';

// The listing's charts show a month without gaps, shaped like a real account's clicks.

const today = new Date('2026-11-28T12:00:00Z');
const links = [
  { alias: 'roadmap', ageDays: 51, clicks: 31 },
  { alias: 'pricing', ageDays: 20, clicks: 11 },
  { alias: 'docs', ageDays: 60, clicks: 24 },
  { alias: 'draft', ageDays: 1, clicks: 0 },
];

describe('planMonth', () => {
  const plan = planMonth(links, today);

  it('has every day of the month for every link that existed then, and none before it did', () => {
    expect([...plan.keys()]).toEqual(Array.from({ length: MONTH }, (_, index) => MONTH - 1 - index));
    for (const [back, day] of plan) {
      expect([...day.keys()].sort()).toEqual(
        links
          .filter((link) => link.ageDays >= back)
          .map((link) => link.alias)
          .sort(),
      );
    }
  });

  it('gives each link its own month, quieter at weekends', () => {
    const month = (alias: string) => [...plan.values()].map((day) => day.get(alias) ?? 0);
    expect(month('roadmap')).not.toEqual(month('docs'));
    expect(new Set(month('roadmap')).size).toBeGreaterThan(3);
    const [weekdays, weekends] = [false, true].map((weekend) => {
      const counts = [...plan].filter(([back]) => [0, 6].includes(new Date(today.getTime() - back * 86_400_000).getDay()) === weekend);
      return counts.reduce((sum, [, day]) => sum + [...day.values()].reduce((a, b) => a + b, 0), 0) / counts.length;
    });
    expect(weekends).toBeLessThan(weekdays!);
  });

  it('is the same on every run', () => {
    expect(planMonth(links, today)).toEqual(plan);
  });
});
