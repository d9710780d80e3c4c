import { describe, expect, it } from 'vitest';
import { describeRedirect, redirectGroups } from './redirect-types';

const splash = [
  { id: 3, name: 'Welcome' },
  { id: 4, name: '  ' },
];
const overlays = [{ id: 7, name: 'Spring sale' }];

describe('redirectGroups', () => {
  it('lists splash pages by id and overlays as overlay-<id>', () => {
    expect(redirectGroups(splash, overlays)).toEqual([
      {
        label: 'Custom splash pages',
        options: [
          { value: '3', label: 'Welcome' },
          { value: '4', label: 'Splash page #4' },
        ],
      },
      { label: 'CTA overlays', options: [{ value: 'overlay-7', label: 'Spring sale' }] },
    ]);
  });
});

describe('describeRedirect', () => {
  it.each([
    ['direct', 'Direct'],
    ['splash', 'Splash page'],
    ['3', 'Splash page: Welcome'],
    ['99', 'Splash page: #99'],
    ['overlay-7', 'CTA overlay: Spring sale'],
    ['overlay-8', 'CTA overlay: #8'],
    ['other', 'other'],
  ])('%s → %s', (type, expected) => expect(describeRedirect(type, splash, overlays)).toBe(expected));
});
