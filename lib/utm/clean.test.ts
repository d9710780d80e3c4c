import { describe, expect, it } from 'vitest';
import { applyAddressRule } from '@/lib/clean-address';
import { tagCleaned } from './clean';
import { EMPTY_UTM, type UtmValues } from './template';

const drop = { dropTracking: true, extraParams: [], preferCanonical: false };
const keepAll = { dropTracking: false, extraParams: [], preferCanonical: false };
const utm = (values: Partial<UtmValues>): UtmValues => ({ ...EMPTY_UTM, ...values });
const page = 'https://example.com/post?id=7&utm_source=feed&fbclid=z';

describe('the address rule keeps the UTM values the user chose', () => {
  it.each([
    ['the page’s own tags go, the chosen ones stay', drop, utm({ campaign: 'spring' }), 'https://example.com/post?id=7&utm_campaign=spring', ['utm_source', 'fbclid']],
    [
      'a chosen source replaces the dropped one and is not reported removed',
      drop,
      utm({ source: 'newsletter' }),
      'https://example.com/post?id=7&utm_source=newsletter',
      ['fbclid'],
    ],
    ['{domain} is the cleaned address’s host', drop, utm({ medium: '{domain}' }), 'https://example.com/post?id=7&utm_medium=example.com', ['utm_source', 'fbclid']],
    ['rule off: the template changes only what it sets', keepAll, utm({ source: 'newsletter' }), 'https://example.com/post?id=7&utm_source=newsletter&fbclid=z', []],
    ['an empty template: the rule alone', drop, EMPTY_UTM, 'https://example.com/post?id=7', ['utm_source', 'fbclid']],
  ])('%s', (_, rule, template, url, removed) => {
    const tagged = tagCleaned(applyAddressRule(page, rule, null), template);
    expect(tagged.url).toBe(url);
    expect(tagged.removed).toEqual(removed);
  });

  it('is idempotent under the rule once more: what the user chose is what is sent', () => {
    const once = tagCleaned(applyAddressRule(page, drop, null), utm({ campaign: 'spring' }));
    expect(tagCleaned(applyAddressRule(once.url, drop, null), utm({ campaign: 'spring' })).url).toBe(once.url);
  });
});
