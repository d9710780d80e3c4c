import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { linkIndexItem } from './items';
import { EMPTY_INDEX } from './schema';
import { readShortHosts } from './short-hosts';

const link = (id: number, shorturl: string) => ({ id, alias: '', shorturl, longurl: '', title: '', clicks: null, date: '' });

describe('the hosts of the indexed short links', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are noted as the index is written, for its connection only', async () => {
    await linkIndexItem('first').setValue({ ...EMPTY_INDEX, source: 'a#1', links: [link(1, 'https://sho.rt/x'), link(2, 'https://Go.Brand.test/y')] });
    expect(await readShortHosts('first', 'a#1')).toEqual(['sho.rt', 'go.brand.test']);
    await linkIndexItem('first').update((index) => ({ ...index, links: [link(3, 'https://new.brand.test/z'), ...index.links] }));
    expect(await readShortHosts('first', 'a#1')).toEqual(['new.brand.test', 'sho.rt', 'go.brand.test']);
    expect(await readShortHosts('first', 'b#2')).toEqual([]);
    expect(await readShortHosts('other', 'a#1')).toEqual([]);
  });
});
