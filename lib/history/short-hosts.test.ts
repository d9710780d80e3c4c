import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { applyIndexNote } from './own-changes';
import { readShortHosts } from './short-hosts';

const created = (id: number, shorturl: string) => ({ kind: 'created' as const, made: { id, shorturl }, sent: {}, at: 0 });

describe('the hosts of the indexed short links', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are noted as the index is written, for its connection only', async () => {
    await applyIndexNote('first', 'a#1', created(1, 'https://sho.rt/x'));
    await applyIndexNote('first', 'a#1', created(2, 'https://Go.Brand.test/y'));
    expect(await readShortHosts('first', 'a#1')).toEqual(['go.brand.test', 'sho.rt']);
    await applyIndexNote('first', 'a#1', created(3, 'https://new.brand.test/z'));
    expect(await readShortHosts('first', 'a#1')).toEqual(['new.brand.test', 'go.brand.test', 'sho.rt']);
    expect(await readShortHosts('first', 'b#2')).toEqual([]);
    expect(await readShortHosts('other', 'a#1')).toEqual([]);
  });
});
