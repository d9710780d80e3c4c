import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, formatRoute, parseRoute, updateRoute, type ManageRoute } from './route';

const route = (change: Partial<ManageRoute>): ManageRoute => ({ ...DEFAULT_ROUTE, ...change });

describe('parseRoute', () => {
  it.each([
    ['', DEFAULT_ROUTE],
    ['?section=files', route({ section: 'files' })],
    ['?section=links&page=3&q=news&order=click', route({ page: 3, q: 'news', order: 'click' })],
    ['?section=channels&id=12&sub=2', route({ section: 'channels', id: 12, subPage: 2 })],
    ['?section=nope&page=-2&order=random&id=abc&sub=0', DEFAULT_ROUTE],
    ['?page=1.5&id=1e3', DEFAULT_ROUTE],
    ['?page=0', DEFAULT_ROUTE],
    ['?q=%20%20spaced%20%20', route({ q: 'spaced' })],
    ['?q=a%26b%3Dc', route({ q: 'a&b=c' })],
    ['?page=99999999999', DEFAULT_ROUTE],
  ])('%s', (search, expected) => {
    expect(parseRoute(search)).toEqual(expected);
  });
});

describe('formatRoute', () => {
  it.each([
    [DEFAULT_ROUTE, '?section=links'],
    [route({ section: 'files', page: 2, q: 'report.pdf' }), '?section=files&page=2&q=report.pdf'],
    [route({ order: 'click' }), '?section=links&order=click'],
    [route({ section: 'channels', id: 4, subPage: 3 }), '?section=channels&id=4&sub=3'],
    [route({ q: 'a&b c' }), '?section=links&q=a%26b+c'],
  ])('%j', (input, expected) => {
    expect(formatRoute(input)).toBe(expected);
  });

  it('round-trips through parseRoute', () => {
    const samples: ManageRoute[] = [route({ section: 'campaigns', page: 7, id: 3 }), route({ q: 'ünïcode & "quotes"', order: 'click', page: 2 }), route({ section: 'account' })];
    for (const sample of samples) expect(parseRoute(formatRoute(sample))).toEqual(sample);
  });
});

describe('updateRoute', () => {
  const onPage3 = route({ page: 3, q: 'old', id: 5, subPage: 2 });
  it.each<[string, Partial<ManageRoute>, ManageRoute]>([
    ['a new search starts at page 1', { q: 'new' }, { ...onPage3, q: 'new', page: 1 }],
    ['the same search keeps the page', { q: 'old' }, onPage3],
    ['a new order starts at page 1', { order: 'click' }, { ...onPage3, order: 'click', page: 1 }],
    ['paging keeps the search', { page: 4 }, { ...onPage3, page: 4 }],
    ['another item starts its list at 1', { id: 6 }, { ...onPage3, id: 6, subPage: 1 }],
    ['closing the item', { id: null }, { ...onPage3, id: null, subPage: 1 }],
    ['another section starts afresh', { section: 'files' }, route({ section: 'files' })],
    ['the same section changes nothing else', { section: 'links' }, onPage3],
  ])('%s', (_, change, expected) => {
    expect(updateRoute(onPage3, change)).toEqual(expected);
  });
});
