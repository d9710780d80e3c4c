import { describe, expect, it } from 'vitest';
import { campaignTags, withCampaign } from './campaign-filter';

const links = [
  { id: 1, longurl: 'https://a.example/?utm_campaign=spring&utm_source=news' },
  { id: 2, longurl: 'https://b.example/?utm_campaign=Autumn%20sale' },
  { id: 3, longurl: 'https://c.example/plain' },
  { id: 4, longurl: 'https://d.example/?x=1&utm_campaign=spring#top' },
  { id: 5, longurl: 'not a url?utm_campaign=spring' },
  { id: 6, longurl: 'https://e.example/?utm_campaign=springtime' },
  { id: 7, longurl: 'https://f.example/?utm_campaign=' },
];

describe('campaign tags', () => {
  it('lists each tag present once, decoded and sorted', () => {
    expect(campaignTags(links.map((link) => link.longurl))).toEqual(['Autumn sale', 'spring', 'springtime']);
  });

  it.each([
    ['no filter: every link', '', [1, 2, 3, 4, 5, 6, 7]],
    ['an exact tag, wherever it stands in the query', 'spring', [1, 4]],
    ['a decoded tag with a space', 'Autumn sale', [2]],
    ['no prefix match', 'spr', []],
    ['case counts, as in analytics', 'SPRING', []],
  ])('%s', (_, tag, ids) => {
    expect(withCampaign(links, tag, (link) => link.longurl).map((link) => link.id)).toEqual(ids);
  });
});
