import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { listPageSchema } from './envelope';
import { nextPageOf } from './next-page';

describe('nextPageOf', () => {
  it.each<[string, number, number | null | undefined, number | null | undefined, number | null]>([
    ['the page after the current one', 2, 3, 5, 3],
    ['the current page (the vendor documentation example, on the last page)', 5, 5, 5, null],
    ['an earlier page', 3, 2, 5, null],
    ['a page beyond maxpage', 4, 5, 4, null],
    ['maxpage itself', 4, 5, 5, 5],
    ['null', 1, null, 3, null],
    ['missing', 1, undefined, 3, null],
    ['0', 1, 0, 3, null],
    ['a fraction', 1, 1.5, 3, null],
    ['any later page when maxpage is missing', 1, 4, undefined, 4],
    ['anything when maxpage is 0 (an empty list)', 1, 2, 0, null],
  ])('%s', (_, page, nextpage, maxpage, expected) => {
    expect(nextPageOf(page, nextpage, maxpage)).toBe(expected);
  });
});

// The raw paging fields as servers send them, through the list normalisation, in both envelopes.
const item = z.object({ id: z.number() });
const documented = listPageSchema(['urls'], item);
const fileList = listPageSchema(['list'], item);

type Raw = Record<string, unknown>;
const inData = (paging: Raw) => ({ error: '0', data: { result: 40, perpage: 10, ...paging, urls: [{ id: 1 }] } });
const topLevel = (paging: Raw) => ({ error: 0, result: 40, perpage: 10, ...paging, list: [{ id: 1 }] });

describe.each([
  ['data envelope', documented, inData],
  ["the file list's top-level form", fileList, topLevel],
] as const)('list normalisation, %s', (_, schema, envelope) => {
  it.each<[string, Raw, { page: number; nextPage: number | null; maxPage: number }]>([
    ['nextpage = current page on the last page', { currentpage: 4, nextpage: 4, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage = current page before the last page', { currentpage: 2, nextpage: 2, maxpage: 4 }, { page: 2, nextPage: null, maxPage: 4 }],
    ['nextpage = current + 1', { currentpage: 2, nextpage: 3, maxpage: 4 }, { page: 2, nextPage: 3, maxPage: 4 }],
    ['nextpage > maxpage', { currentpage: 4, nextpage: 5, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage null', { currentpage: 4, nextpage: null, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage missing', { currentpage: 4, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage "0"', { currentpage: 4, nextpage: '0', maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage 0', { currentpage: 4, nextpage: 0, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['nextpage false', { currentpage: 4, nextpage: false, maxpage: 4 }, { page: 4, nextPage: null, maxPage: 4 }],
    ['string numbers', { currentpage: '2', nextpage: '3', maxpage: '4' }, { page: 2, nextPage: 3, maxPage: 4 }],
    ['string numbers, nextpage = current', { currentpage: '4', nextpage: '4', maxpage: '4' }, { page: 4, nextPage: null, maxPage: 4 }],
    ['no currentpage (page 1) and nextpage 1', { nextpage: 1, maxpage: 1 }, { page: 1, nextPage: null, maxPage: 1 }],
    ['no maxpage: nextpage is trusted, and bounds the pages', { currentpage: 1, nextpage: 2 }, { page: 1, nextPage: 2, maxPage: 2 }],
  ])('%s', (_, paging, expected) => {
    expect(schema.parse(envelope(paging))).toMatchObject(expected);
  });
});
