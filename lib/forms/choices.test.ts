import { describe, expect, it } from 'vitest';
import { campaignOptions, domainOptions, redirectTypeGroups, withCurrent } from './choices';

describe('select options from the reference lists', () => {
  it('domains by host, with the service default first', () => {
    expect(domainOptions([{ domain: 'https://go.brand.example' }])).toEqual([
      { value: '', label: 'Service default' },
      { value: 'https://go.brand.example', label: 'go.brand.example' },
    ]);
  });

  it('splash pages by id and overlays as overlay-<id>, names kept verbatim', () => {
    const groups = redirectTypeGroups([{ id: 4, name: '<b>Splash</b>' }], [{ id: 9, name: 'CTA' }]);
    expect(groups).toEqual([
      { label: 'Custom splash pages', options: [{ value: '4', label: '<b>Splash</b>' }] },
      { label: 'CTA overlays', options: [{ value: 'overlay-9', label: 'CTA' }] },
    ]);
  });

  it('a nameless campaign still gets a label; a saved value missing from the list stays visible', () => {
    const options = campaignOptions([{ id: 3, name: ' ' }]);
    expect(options[1]).toEqual({ value: '3', label: 'Campaign 3' });
    expect(withCurrent(options, '77').at(-1)).toEqual({ value: '77', label: '77 (not in the list)' });
    expect(withCurrent(options, '3')).toBe(options);
  });
});
