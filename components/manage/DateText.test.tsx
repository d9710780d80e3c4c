import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DateText } from './DateText';

afterEach(cleanup);

const shown = (value: string) => {
  const { container } = render(<DateText value={value} />);
  const time = container.querySelector('time')!;
  return { text: time.textContent, title: time.getAttribute('title'), dateTime: time.getAttribute('datetime') };
};

describe('DateText', () => {
  it("shows a server date in the user's format, with the date and time on hover", () => {
    expect(shown('2026-11-22 14:05:00')).toEqual({ text: 'Nov 22, 2026', title: expect.stringMatching(/^Nov 22, 2026, 2:05\sPM$/), dateTime: '2026-11-22T14:05:00' });
  });

  it('shows a bare date without a time', () => {
    expect(shown('2026-02-03')).toEqual({ text: 'Feb 3, 2026', title: 'Feb 3, 2026', dateTime: '2026-02-03' });
  });

  it('shows anything else as sent', () => {
    expect(shown('yesterday')).toEqual({ text: 'yesterday', title: 'yesterday', dateTime: 'yesterday' });
  });
});
