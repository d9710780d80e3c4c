import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShareButton } from './ShareButton';

// The list is a lazy chunk: loaded here first, so its import never outlives the file.
beforeAll(() => import('./SharePanel'));
afterEach(cleanup);

describe('ShareButton', () => {
  it('opens the seven share links as a disclosure, and Escape closes it with focus back on Share', async () => {
    render(<ShareButton link={{ shorturl: 'https://sho.rt/abc', title: 'Spring & co' }} />);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Share the short link' });
    expect(share.getAttribute('aria-controls')).toBe(list.id);
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['X', 'LinkedIn', 'Facebook', 'WhatsApp', 'Telegram', 'Reddit', 'Email']);
    const linkedIn = screen.getByRole('link', { name: 'LinkedIn' });
    expect(linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsho.rt%2Fabc');
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer');

    linkedIn.focus();
    fireEvent.keyDown(linkedIn, { key: 'Escape' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(share);
  });
});
