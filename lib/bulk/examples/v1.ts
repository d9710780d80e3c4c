// Frozen: a batch as version 1 stored it under `bulk`, whole, each line's progress on the line
// (no `bulk$`). Paused part-way: two made, one refused (the sentence an older build stored), one
// marked as sent and never answered (the worker stopped), one waiting. Never change it.
export const BATCH_V1 = {
  id: 'lz1-abc',
  installation: 'work',
  createdAt: 1_700_000_000_000,
  defaults: { domain: '', campaign: null, channel: null, status: 'private', type: 'direct' },
  lines: [
    { line: 1, url: 'https://example.com/one', alias: '', campaign: null, channel: null, state: 'done', shorturl: 'https://s.example/1' },
    { line: 2, url: 'https://example.com/two', alias: 'two', campaign: 4, channel: null, state: 'done', shorturl: 'https://s.example/two' },
    { line: 4, url: 'https://example.com/four', alias: 'taken', campaign: null, channel: null, state: 'failed', error: 'That alias is taken. Please choose another one.' },
    { line: 5, url: 'https://example.com/five', alias: '', campaign: null, channel: 2, state: 'waiting', sentAt: 1_700_000_000_500 },
    { line: 6, url: 'https://example.com/six', alias: '', campaign: null, channel: null, state: 'waiting' },
  ],
  status: 'paused',
  waitUntil: null,
} as const;
