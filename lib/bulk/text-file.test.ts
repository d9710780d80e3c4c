import { describe, expect, it } from 'vitest';
import { readTextFile, TEXT_FILE_MAX_BYTES } from './text-file';

describe('readTextFile', () => {
  it('reads UTF-8 text as it is', async () => {
    expect(await readTextFile(new Blob(['url,alias\nhttps://a.example/ü,home']))).toEqual({ text: 'url,alias\nhttps://a.example/ü,home' });
  });

  it.each([
    ['a spreadsheet or any binary file', new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])]), /not a text file.*CSV/],
    ['text in another encoding', new Blob([new Uint8Array([0x68, 0xe9, 0x6c, 0x6c, 0x6f])]), /not UTF-8 text/],
    ['a file over 2 MB', new Blob([new Uint8Array(TEXT_FILE_MAX_BYTES + 1).fill(0x61)]), /2\.0 MB; Trim reads lists of up to 2 MB/],
  ])('%s: a clear problem, nothing read', async (_, file, problem) => {
    const read = await readTextFile(file);
    expect('problem' in read ? read.problem : '').toMatch(problem);
  });
});
