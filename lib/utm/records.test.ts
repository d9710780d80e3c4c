import { describe, expect, it } from 'vitest';
import { later, liveTemplates, mergeRecords, readRecord, recordChange, type TemplateRecord } from './records';
import { EMPTY_UTM } from './template';

const template = (id: string, at: number, campaign = 'c'): TemplateRecord => ({ id, name: id, values: { ...EMPTY_UTM, campaign }, at });
const gone = (id: string, at: number): TemplateRecord => ({ id, at, gone: true });

describe('template records', () => {
  it('merge any copies record by record: the later change wins, a deletion at the same instant too, every id kept', () => {
    const here = [template('a', 5), template('b', 5), gone('c', 9)];
    const there = [template('a', 7, 'there'), gone('b', 5), template('c', 3), template('d', 1)];
    const merged = mergeRecords(here, there);
    expect(merged).toEqual([template('a', 7, 'there'), gone('b', 5), gone('c', 9), template('d', 1)]);
    expect(mergeRecords(there, here)).toEqual(expect.arrayContaining(merged));
    expect(liveTemplates(merged).map((one) => one.id)).toEqual(['a', 'd']);
    expect(later(template('x', 2, 'b'), template('x', 2, 'a'))).toEqual(later(template('x', 2, 'a'), template('x', 2, 'b')));
  });

  it('a change stamps what it added or edited and marks what it removed; the rest keeps its stamp', () => {
    const records = [template('a', 5), template('b', 5), template('c', 50)];
    const after = [
      { id: 'a', name: 'a', values: { ...EMPTY_UTM, campaign: 'c' } },
      { id: 'c', name: 'c', values: { ...EMPTY_UTM, campaign: 'edited' } },
      { id: 'n', name: 'n', values: EMPTY_UTM },
    ];
    expect(recordChange(records, after, 10)).toEqual([template('a', 5), template('c', 51, 'edited'), { id: 'n', name: 'n', values: EMPTY_UTM, at: 10 }, gone('b', 10)]);
  });

  it('reads what storage holds leniently, with an older shape’s one stamp', () => {
    expect(readRecord('a', { name: 'A', values: { source: 's', medium: 3 } }, 7)).toEqual({ id: 'a', name: 'A', values: { ...EMPTY_UTM, source: 's' }, at: 7 });
    expect(readRecord('a', { at: 4, gone: true })).toEqual(gone('a', 4));
    expect(readRecord('a', { values: {} })).toBeNull();
    expect(readRecord('', { name: 'A' })).toBeNull();
  });
});
