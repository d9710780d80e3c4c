import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useChosen } from './use-chosen';

afterEach(cleanup);

type Theme = { theme: string };

/** A radio of three themes over a stored value the test changes, as the settings' watch does. */
function ThemeRadio({ stored, save }: { stored: Theme; save: (patch: Partial<Theme>) => Promise<unknown> }) {
  const [shown, choose] = useChosen(stored, save);
  return (
    <fieldset>
      {['system', 'light', 'dark'].map((theme) => (
        <label key={theme}>
          <input type="radio" name="theme" checked={shown?.theme === theme} onChange={() => void choose({ theme })} />
          {theme}
        </label>
      ))}
    </fieldset>
  );
}

const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.parentElement?.textContent;

function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useChosen', () => {
  it('shows a click at once and keeps it while the write is on its way, whatever the watch says before it lands', async () => {
    const write = deferred();
    const { rerender } = render(<ThemeRadio stored={{ theme: 'system' }} save={() => write.promise} />);
    await act(() => screen.getByLabelText('dark').click());
    expect(checked()).toBe('dark');
    // A render with the value stored before the write (another setting saved meanwhile): no flip-back.
    rerender(<ThemeRadio stored={{ theme: 'system' }} save={() => write.promise} />);
    expect(checked()).toBe('dark');
    await act(async () => write.resolve());
    rerender(<ThemeRadio stored={{ theme: 'dark' }} save={() => write.promise} />);
    expect(checked()).toBe('dark');
    // Then a change from another browser shows when it lands.
    rerender(<ThemeRadio stored={{ theme: 'light' }} save={() => write.promise} />);
    expect(checked()).toBe('light');
  });

  it('goes back to the stored value when the save fails', async () => {
    const write = deferred();
    render(<ThemeRadio stored={{ theme: 'system' }} save={() => write.promise} />);
    await act(() => screen.getByLabelText('dark').click());
    expect(checked()).toBe('dark');
    await act(async () => {
      write.reject(new Error('quota'));
      await write.promise.catch(() => undefined);
    });
    expect(checked()).toBe('system');
  });
});
