import { describe, expect, it } from 'vitest';
import { firstLine, launchFailure } from './launch-error';

const closed = 'browserType.launchPersistentContext: Target page, context or browser has been closed';

describe('launchFailure', () => {
  it.each<[string, unknown, string]>([
    [
      'what the browser said, not Playwright’s summary',
      new Error(
        `${closed}\nBrowser logs:\n\n<launching> /x/chromium --headless\n<launched> pid=7\n[pid=7][err] chromium: error while loading shared libraries: libnss3.so\nCall log:\n  - [pid=7][err] chromium: error while loading shared libraries: libnss3.so\n`,
      ),
      'chromium: error while loading shared libraries: libnss3.so',
    ],
    [
      'the last three lines the browser said',
      new Error(`${closed}\nBrowser logs:\n[pid=7][err] one\n[pid=7][err] two\n[pid=7][err] three\n[pid=7][err] four\nCall log:\n`),
      'two; three; four',
    ],
    ['the first line when the browser said nothing', new Error(`${closed}\nCall log:\n  - <launching>`), closed],
    ['a thrown string', 'spawn EACCES', 'spawn EACCES'],
  ])('%s', (_, error, reason) => {
    expect(launchFailure(error)).toBe(reason);
  });
});

describe('firstLine', () => {
  it.each<[unknown, string]>([
    [new Error('listen EACCES: permission denied 127.0.0.1:80\n    at Server.setupListenHandle'), 'listen EACCES: permission denied 127.0.0.1:80'],
    ['plain', 'plain'],
    [new Error(''), ''],
  ])('%s', (error, line) => {
    expect(firstLine(error)).toBe(line);
  });
});
