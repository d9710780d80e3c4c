import { describe, expect, it } from 'vitest';
import { describeApiError, describeRefusal, type ErrorDescription } from './describe-error';
import { ApiError, API_ERROR_KINDS, type ApiErrorKind, type Refusal } from './errors';

type Expected = { kind?: ErrorDescription['kind']; title?: string; hint?: string | RegExp };

const server = (kind: ApiErrorKind, message: string, status = 200) => new ApiError(kind, message, { status, serverMessage: message });

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
    ['no API in plan', server('auth', 'You do not have the permission to use the API.', 403), { hint: /plan/ }],
    ['not activated', server('auth', 'Please activate your account.', 403), { hint: /email/ }],
    [
      'plan lacks feature',
      server('forbidden', 'You do not have permission to access this endpoint.', 403),
      { kind: 'forbidden', title: 'Your plan does not include this feature', hint: /Upgrade/ },
    ],
    [
      'plan lacks feature, said so',
      new ApiError('forbidden', 'x', { status: 403, serverMessage: 'You do not have permission to access this endpoint.', refusedBy: 'plan' }),
      { kind: 'forbidden', title: 'Your plan does not include this feature', hint: /Upgrade your plan/ },
    ],
    [
      'key limited to other areas',
      new ApiError('forbidden', 'x', { status: 403, serverMessage: 'You do not have access to this endpoint with this API key.', refusedBy: 'key' }),
      { kind: 'forbidden', title: 'This API key cannot use this feature', hint: /Developer API page/ },
    ],
    ['not found', server('not-found', 'Link does not exist.'), { kind: 'not-found', title: 'Link does not exist.', hint: /deleted/ }],
    ['rate limited, seconds', new ApiError('rate-limited', 'x', { retryAfter: 42 }), { title: 'Too many requests', hint: 'Try again in 42 seconds.' }],
    ['rate limited, minutes', new ApiError('rate-limited', 'x', { retryAfter: 600 }), { hint: 'Try again in about 10 minutes.' }],
    ['rate limited, now', new ApiError('rate-limited', 'x', { retryAfter: 0 }), { hint: 'Try again now.' }],
    [
      'network',
      new ApiError('network', 'Trim could not reach …', { cause: new TypeError('Failed to fetch') }),
      { kind: 'network', title: 'Could not reach the service', hint: /allowed to access/ },
    ],
    ['unusable address', new ApiError('network', 'The service address must start with https:// or http://.'), { hint: 'The service address must start with https:// or http://.' }],
    ['no key set', new ApiError('auth', 'No API key is set. Add the key from your account in the options.'), { hint: /No API key is set/ }],
    ['timeout', new ApiError('timeout', 'x', { cause: new Error('abort') }), { kind: 'timeout', title: 'The service took too long to answer' }],
    ['bad response', new ApiError('bad-response', 'x', { status: 404 }), { kind: 'bad-response', hint: /service address/ }],
    ['route unknown, JSON "Not Found."', server('bad-response', 'Not Found.', 404), { title: 'Unexpected answer from the service' }],
    ['answer cut off', new ApiError('bad-response', 'cut off', { status: 200, truncated: true }), { title: 'The answer from the service was cut off', hint: /Try again/ }],
    ['server', new ApiError('server', 'x', { status: 500 }), { kind: 'server', title: 'The service had an internal error' }],
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
    const described = describeApiError(new ApiError(kind, 'x', { status: 200 }));
    expect(described.title).not.toBe('');
    expect(described.hint).not.toBe('');
    expect(described.kind).toBe(kind);
  });
});
