import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { describeApiError, describeErrorRecord, describeItemIdError, describeRefusal, storedErrorTitle, wordErrorsOnOptionsPage, type ErrorDescription } from './describe-error';
import { toErrorRecord } from '@/lib/api/error-record';
import { API_ERROR_CODES } from '@/lib/api/error-codes';
import { ApiError, API_ERROR_KINDS, type ApiErrorKind, type Refusal } from '@/lib/api/errors';

/** What lib/connection's NotConfiguredError is: lib/i18n sits below lib/connection, so its tests build the error itself. */
const notConfigured = (reason: 'missing' | 'permission', origin?: string) =>
  new ApiError('auth', 'not-configured', 'not set up', { params: origin === undefined ? { reason } : { reason, origin } });

type Expected = { kind?: ErrorDescription['kind']; title?: string; hint?: string | RegExp };

const server = (kind: ApiErrorKind, message: string, status = 200) => new ApiError(kind, 'server-message', message, { status, serverMessage: message });

describe('describeApiError', () => {
  it.each<[string, unknown, Expected]>([
    [
      'alias taken',
      server('rejected', 'That alias is taken. Please choose another one.'),
      { kind: 'rejected', title: 'That alias is taken. Please choose another one.', hint: /another alias/ },
    ],
    ['alias too short', server('rejected', 'Custom alias must be at least 3 characters.'), { title: 'Custom alias must be at least 3 characters.', hint: /at least 3/ }],
    ['alias reserved', server('rejected', 'That alias is reserved. Please choose another one.'), { hint: /reserved/ }],
    ['invalid URL', server('rejected', 'Please enter a valid URL.'), { hint: /https:\/\// }],
    ['missing url', server('rejected', 'Missing required parameter: url'), { hint: /https:\/\// }],
    ['expiry', server('rejected', 'The expiry date must be later than today.'), { hint: /future/ }],
    ['blacklisted', server('rejected', 'This domain name or link has been blacklisted.'), { hint: /blocks/ }],
    ['monthly limit', server('rejected', 'You have reached your monthly limit. Please upgrade to another plan.'), { hint: /Upgrade/ }],
    ['already in channel', server('rejected', 'This item is already added to the selected channel.'), { hint: /already/ }],
    ['unknown rejection', server('rejected', 'Something odd.'), { title: 'Something odd.', hint: 'Check the fields and try again.' }],
    ['bad key', server('auth', 'A valid API key is required to use this service.', 403), { kind: 'auth', hint: /Developer API/ }],
    ['API disabled', server('auth', 'API service is disabled.', 403), { hint: /administrator/ }],
    [
      'no API in plan, or an expired one',
      server('auth', 'You do not have the permission to use the API.', 403),
      { title: 'You do not have the permission to use the API.', hint: /may have expired.*billing page/ },
    ],
    [
      '6.x: a link that is not there',
      new ApiError('not-found', 'no-link', 'x', { params: { id: 9 } }),
      { kind: 'not-found', title: 'This link does not exist on the service', hint: /deleted elsewhere.*nothing left/ },
    ],
    [
      'a domain deleted elsewhere',
      new ApiError('not-found', 'no-record', 'x', { params: { what: 'domain', id: 9 }, serverMessage: 'Domain not found. Please try again.' }),
      { kind: 'not-found', title: 'This domain no longer exists on the service', hint: /deleted elsewhere.*list now shows/ },
    ],
    [
      'a pixel deleted elsewhere',
      new ApiError('not-found', 'no-record', 'x', { params: { what: 'pixel', id: 9 } }),
      { kind: 'not-found', title: 'This pixel no longer exists on the service', hint: /deleted elsewhere/ },
    ],
    [
      'a rename the service ignored',
      new ApiError('rejected', 'not-renamed', 'x', { params: { kept: 'Spring launch', asked: 'Sp' } }),
      { title: 'The service kept the name “Spring launch” instead of “Sp”', hint: /not renamed.*at least 3/ },
    ],
    [
      '7.6: a meta image refused with error 0',
      server('rejected', 'Banner must be either a PNG or a JPEG'),
      { kind: 'rejected', title: 'Banner must be either a PNG or a JPEG', hint: 'Check the fields and try again.' },
    ],
    ['not activated', server('auth', 'Please activate your account.', 403), { hint: /email/ }],
    [
      'plan lacks feature',
      server('forbidden', 'You do not have permission to access this endpoint.', 403),
      { kind: 'forbidden', title: 'Your plan does not include this feature', hint: /Upgrade/ },
    ],
    [
      'plan lacks feature, said so',
      new ApiError('forbidden', 'server-message', 'x', { status: 403, serverMessage: 'You do not have permission to access this endpoint.', refusedBy: 'plan' }),
      { kind: 'forbidden', title: 'Your plan does not include this feature', hint: /Upgrade your plan/ },
    ],
    [
      'key limited to other areas',
      new ApiError('forbidden', 'server-message', 'x', { status: 403, serverMessage: 'You do not have access to this endpoint with this API key.', refusedBy: 'key' }),
      { kind: 'forbidden', title: 'This API key cannot use this feature', hint: /Developer API page/ },
    ],
    ['not found', server('not-found', 'Link does not exist.'), { kind: 'not-found', title: 'Link does not exist.', hint: /deleted/ }],
    ['rate limited, seconds', new ApiError('rate-limited', 'rate-limited', 'x', { retryAfter: 42 }), { title: 'Too many requests', hint: 'Try again in 42 seconds.' }],
    ['rate limited, minutes', new ApiError('rate-limited', 'rate-limited', 'x', { retryAfter: 600 }), { hint: 'Try again in about 10 minutes.' }],
    ['rate limited, now', new ApiError('rate-limited', 'rate-limited', 'x', { retryAfter: 0 }), { hint: 'Try again now.' }],
    [
      'network',
      new ApiError('network', 'unreachable', 'Trim could not reach …', { cause: new TypeError('Failed to fetch'), params: { origin: 'https://s.test' } }),
      { kind: 'network', title: 'Could not reach the service', hint: /allowed to access/ },
    ],
    [
      'unusable address',
      new ApiError('network', 'bad-scheme', 'x', { params: { scheme: 'ftp:' } }),
      { title: 'Could not reach the service', hint: 'The service address must start with https:// or http:// (got “ftp:”).' },
    ],
    ['not an address', new ApiError('network', 'not-address', 'x', { params: { input: 'nope' } }), { hint: /nope/ }],
    ['address with a login', new ApiError('network', 'has-login', 'x'), { hint: /user name or password/ }],
    ['no key set', new ApiError('auth', 'no-key', 'x'), { kind: 'auth', hint: /No API key is set/ }],
    ['key unsendable', new ApiError('auth', 'bad-key', 'x'), { kind: 'auth', hint: /API key/ }],
    ['not set up', notConfigured('missing'), { kind: 'auth', title: 'Trim is not set up yet' }],
    ['no access', notConfigured('permission', 'https://s.test'), { kind: 'auth', title: 'Trim may not access https://s.test yet' }],
    ['timeout', new ApiError('timeout', 'timeout', 'x', { cause: new Error('abort') }), { kind: 'timeout', title: 'The service took too long to answer' }],
    ['bad response', new ApiError('bad-response', 'no-service', 'x', { status: 404 }), { kind: 'bad-response', hint: /service address/ }],
    ['route unknown, JSON "Not Found."', server('bad-response', 'Not Found.', 404), { title: 'Unexpected answer from the service' }],
    [
      'answer cut off',
      new ApiError('bad-response', 'truncated', 'cut off', { status: 200, truncated: true }),
      { title: 'The answer from the service was cut off', hint: /Try again/ },
    ],
    ['server', new ApiError('server', 'server-failed', 'x', { status: 500 }), { kind: 'server', title: 'The service had an internal error' }],
    ['plain Error', new Error('boom'), { kind: 'unknown', title: 'Something went wrong' }],
    ['a string', 'boom', { kind: 'unknown' }],
    ['undefined', undefined, { kind: 'unknown' }],
  ])('%s', (_name, error, expected) => {
    const described = describeApiError(error);
    if (expected.kind) expect(described.kind).toBe(expected.kind);
    if (expected.title) expect(described.title).toBe(expected.title);
    if (typeof expected.hint === 'string') expect(described.hint).toBe(expected.hint);
    else if (expected.hint) expect(described.hint).toMatch(expected.hint);
  });

  it.each<[Refusal, string | undefined, string, RegExp]>([
    ['plan', 'campaigns', 'Your plan does not include campaigns', /Upgrade your plan/],
    ['key', 'campaigns', 'This API key cannot use campaigns', /Developer API page/],
    ['plan', undefined, 'Your plan does not include this feature', /Upgrade your plan/],
    ['key', 'branded domains', 'This API key cannot use branded domains', /key without limits/],
  ])('describeRefusal(%s, %s)', (by, area, title, hint) => {
    const described = describeRefusal(by, area);
    expect(described.title).toBe(title);
    expect(described.hint).toMatch(hint);
  });

  it.each(API_ERROR_KINDS)('has a title and hint for kind %s', (kind) => {
    const described = describeApiError(new ApiError(kind, 'server-message', 'x', { status: 200 }));
    expect(described.title).not.toBe('');
    expect(described.hint).not.toBe('');
    expect(described.kind).toBe(kind);
  });

  it('an id the user typed that the service does not know: check the id, not "refresh the list"', () => {
    const described = describeItemIdError(server('not-found', 'Bio page not found. Please try again.'));
    expect(described.title).toBe('Bio page not found. Please try again.');
    expect(described.hint).toMatch(/Check the ID/);
    expect(described.hint).not.toMatch(/Refresh/);
    expect(describeItemIdError(server('rejected', 'This item is already added to the selected channel.')).hint).toMatch(/already/);
  });

  describe('on the options page', () => {
    afterEach(() => wordErrorsOnOptionsPage(false));

    // The hints that send the user to "Trim's options" everywhere else name the field on the page instead.
    it.each<[string, ApiError]>([
      ['bad key', server('auth', 'A valid API key is required to use this service.', 403)],
      ['network', new ApiError('network', 'unreachable', 'x')],
      ['bad response', new ApiError('bad-response', 'no-service', 'x', { status: 404 })],
      ['no key set', new ApiError('auth', 'no-key', 'x')],
      ['not set up', notConfigured('missing')],
      ['no access', notConfigured('permission', 'https://s.test')],
    ])('%s: the hint does not send the user to the options', (_name, error) => {
      const elsewhere = describeApiError(error).hint;
      expect(elsewhere).toMatch(/options/i);
      wordErrorsOnOptionsPage();
      const here = describeApiError(error).hint;
      expect(here).not.toMatch(/options/i);
      expect(here).toMatch(/this page/);
    });
  });

  it('words a stored record as it words the error it was made from', () => {
    const errors = [
      server('rejected', 'That alias is taken. Please choose another one.'),
      new ApiError('rate-limited', 'rate-limited', 'x', { retryAfter: 42, status: 429 }),
      new ApiError('forbidden', 'server-message', 'x', { status: 403, refusedBy: 'key' }),
      new ApiError('network', 'not-address', 'x', { params: { input: 'nope' } }),
      new ApiError('bad-response', 'truncated', 'x', { status: 200, truncated: true }),
      notConfigured('permission', 'https://s.test'),
      new Error('boom'),
    ];
    for (const error of errors) {
      const stored = JSON.parse(JSON.stringify(toErrorRecord(error)));
      expect(describeErrorRecord(stored)).toEqual(describeApiError(error));
    }
  });

  it('shows a sentence stored by an older version as it is', () => {
    expect(storedErrorTitle('Das Alias ist vergeben.')).toBe('Das Alias ist vergeben.');
    expect(storedErrorTitle({ kind: 'timeout', code: 'timeout' })).toBe('The service took too long to answer');
  });

  it('never throws and always gives text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc
            .record({
              kind: fc.constantFrom(...API_ERROR_KINDS),
              code: fc.constantFrom(...API_ERROR_CODES),
              message: fc.string(),
              params: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
              retryAfter: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
            })
            .map(
              ({ kind, code, message, params, retryAfter }) =>
                new ApiError(kind, code, message, { params, serverMessage: message, ...(retryAfter === undefined ? {} : { retryAfter }) }),
            ),
        ),
        (error) => {
          const described = describeApiError(error);
          expect(described.title.length).toBeGreaterThan(0);
          expect(described.hint.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
