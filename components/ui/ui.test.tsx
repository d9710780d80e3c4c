import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { Tabs } from './Tabs';
import { TextInput } from './TextInput';
import { applyTheme } from './theme';

afterEach(cleanup);

describe('TextInput', () => {
  it('links label, error and hint to the input', () => {
    render(<TextInput id="alias" label="Custom alias" value="" hint="Letters only" error="Too short" />);
    const input = screen.getByLabelText('Custom alias');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('alias-error alias-hint');
    expect(document.getElementById('alias-error')?.textContent).toBe('Too short');
  });
});

describe('Tabs', () => {
  function Harness() {
    const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        label="Sections"
        idPrefix="t"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
          { id: 'c', label: 'C' },
        ]}
      >
        {(id) => <p>Panel {id}</p>}
      </Tabs>
    );
  }

  it('arrow keys, Home and End select and focus; only the selected panel is rendered', () => {
    render(<Harness />);
    const a = screen.getByRole('tab', { name: 'A' });
    a.focus();
    fireEvent.keyDown(a, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel a');
    expect(screen.queryByText('Panel b')).toBeNull();
    expect(screen.getByRole('tab', { name: 'B' }).tabIndex).toBe(-1);
  });
});

describe('CopyButton', () => {
  it('copies the text computed at click time and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let text = 'first';
    render(<CopyButton getText={() => text} />);
    text = 'second';
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('second');
  });
});

describe('applyTheme', () => {
  it('pins light or dark with data-theme; system removes it', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.dataset.theme).toBe('dark');
    applyTheme('system', root);
    expect(root.dataset.theme).toBeUndefined();
  });
});
