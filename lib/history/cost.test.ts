import { describe, expect, it } from 'vitest';
import { dailyCost, refreshRequests } from './cost';

describe('refreshRequests', () => {
  it.each([
    [0, 1],
    [1, 1],
    [100, 1],
    [101, 2],
    [250, 3],
    [1000, 10],
    [1001, 10],
    [5000, 10],
  ])('%i links → %i requests', (links, requests) => {
    expect(refreshRequests(links)).toBe(requests);
  });
});

describe('dailyCost', () => {
  it.each<[string, number[], { requests: number; links: number }]>([
    ['no installations', [], { requests: 0, links: 0 }],
    ['one empty installation still sends its first page', [0], { requests: 1, links: 0 }],
    ['one installation', [250], { requests: 3, links: 250 }],
    ['several installations add up', [0, 250, 5000], { requests: 14, links: 5250 }],
  ])('%s', (_, counts, expected) => {
    expect(dailyCost(counts)).toEqual(expected);
  });
});
