import { describe, expect, it } from 'vitest';
import { errorFlag, parseJsonBody } from './classify';
import { ApiError, areaRefusal, type ApiErrorKind, type Refusal } from './errors';
import { fakeTransport, rateHeaders, rejection, type Reply } from './test-utils';

const HTML_404 =
  '<!DOCTYPE html>\n<html lang="en"><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>';
const HTML_405 = '<html><head><title>405 Method Not Allowed</title></head><body><h1>Method Not Allowed</h1></body></html>';
const HTML_500 = '<!DOCTYPE html><html><head><title>Whoops!</title></head><body>Internal Server Error</body></html>';
const body = (value: unknown) => JSON.stringify(value).replace(/\//g, '\\/');

async function failureOf(reply: Reply): Promise<ApiError> {
  const { transport } = fakeTransport(() => reply);
  const error = await rejection(transport.request('GET', '/api/account'));
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error classification', () => {
  it.each<[string, Reply, ApiErrorKind, RegExp]>([
    ['stock auth failure', { status: 403, body: body({ error: 1, message: 'A valid API key is required to use this service.' }) }, 'auth', /valid API key/],
    ['API disabled', { status: 403, body: body({ error: 1, message: 'API service is disabled.' }) }, 'auth', /disabled/],
    ['plan without API', { status: 403, body: body({ error: 1, message: 'You do not have the permission to use the API.' }) }, 'auth', /permission to use the API/],
    ['inactive account', { status: 403, body: body({ error: 1, message: 'Please activate your account.' }) }, 'auth', /activate/],
    ['unknown 403 message', { status: 403, body: body({ error: 1, message: 'Key expired' }) }, 'auth', /Key expired/],
    ['proxy 401 with JSON', { status: 401, body: body({ error: 1, message: 'Unauthorized' }) }, 'auth', /Unauthorized/],
    ['proxy 401 with HTML', { status: 401, body: '<html>401 Authorization Required</html>' }, 'auth', /refused the API key \(HTTP 401\)/],
    ['plan lacks feature', { status: 403, body: body({ error: 1, message: 'You do not have permission to access this endpoint.' }) }, 'forbidden', /access this endpoint/],
    ['plan lacks feature, error true', { body: body({ error: true, message: 'You do not have permission to access this endpoint.' }) }, 'forbidden', /access this endpoint/],
    ['scoped key, HTTP 403', { status: 403, body: body({ error: 1, message: 'You do not have access to this endpoint with this API key.' }) }, 'forbidden', /with this API key/],
    ['scoped key, error true', { body: body({ error: true, message: 'You do not have access to this endpoint with this API key.' }) }, 'forbidden', /with this API key/],
    ['link missing', { body: body({ error: 1, message: 'Link does not exist.' }) }, 'not-found', /Link does not exist/],
    ['domain missing', { body: body({ error: 1, message: 'Domain not found. Please try again.' }) }, 'not-found', /Domain not found/],
    ['campaign missing', { body: body({ error: '1', message: 'Campaign not found. Please try again.' }) }, 'not-found', /Campaign/],
    ['channel missing', { body: body({ error: 1, message: 'Channel not found. Please try again.' }) }, 'not-found', /Channel/],
    ['pixel missing', { body: body({ error: 1, message: 'Pixel not found. Please try again.' }) }, 'not-found', /Pixel/],
    ['alias taken', { body: body({ error: 1, message: 'That alias is taken. Please choose another one.' }) }, 'rejected', /alias is taken/],
    ['invalid URL', { body: body({ error: 1, message: 'Please enter a valid URL.' }) }, 'rejected', /valid URL/],
    ['monthly limit', { body: body({ error: 1, message: 'You have reached your monthly limit. Please upgrade to another plan.' }) }, 'rejected', /monthly limit/],
    ['failure without message', { body: '{"error":1}' }, 'rejected', /refused the request/],
    ['HTML 404 page', { status: 404, body: HTML_404, headers: { 'Content-Type': 'text/html' } }, 'bad-response', /No such service at https:\/\/short\.test \(HTTP 404\)/],
    ['HTML 405 page', { status: 405, body: HTML_405, headers: { 'Content-Type': 'text/html' } }, 'bad-response', /HTTP 405/],
    ['JSON 404 for an unknown route', { status: 404, body: body({ error: 1, message: 'Not Found.' }) }, 'bad-response', /No such service .* \(HTTP 404\)/],
    ['JSON 405 for a wrong method', { status: 405, body: body({ error: 1, message: 'Method Not Allowed' }) }, 'bad-response', /HTTP 405/],
    ['a record missing, sent with 404 by a proxy', { status: 404, body: body({ error: 1, message: 'Link does not exist.' }) }, 'not-found', /Link/],
    ['JSON 404 from another API', { status: 404, body: '{"detail":"Not Found"}' }, 'bad-response', /HTTP 404/],
    ['HTML 500 page', { status: 500, body: HTML_500, headers: { 'Content-Type': 'text/html' } }, 'server', /HTTP 500/],
    ['502 from a proxy, empty', { status: 502, body: '' }, 'server', /HTTP 502/],
    ['500 with an error message', { status: 500, body: body({ error: 1, message: 'Database error' }) }, 'server', /Database error/],
    ['truncated JSON', { body: '{"error":0,"data":{"id":1,"email":"a@' }, 'bad-response', /cut off/],
    ['HTML with 200', { body: '<html><body>Welcome to nginx!</body></html>' }, 'bad-response', /not JSON/],
    ['empty 200', { body: '' }, 'bad-response', /not JSON/],
    ['JSON array', { body: '[1,2,3]' }, 'bad-response', /unexpected shape/],
    ['JSON string', { body: '"ok"' }, 'bad-response', /unexpected shape/],
    ['empty 204', { status: 204 }, 'bad-response', /not JSON/],
  ])('%s → %s', async (_name, reply, kind, message) => {
    const error = await failureOf(reply);
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
  });

  // A closed area is never a bad key, and a key refused as a whole is never a closed area.
  it.each<[string, Reply, ApiErrorKind, Refusal | null]>([
    ['plan lacks the area', { status: 403, body: body({ error: 1, message: 'You do not have permission to access this endpoint.' }) }, 'forbidden', 'plan'],
    ['plan lacks the area, error true', { body: body({ error: true, message: 'You do not have permission to access this endpoint.' }) }, 'forbidden', 'plan'],
    ['key limited, HTTP 403', { status: 403, body: body({ error: 1, message: 'You do not have access to this endpoint with this API key.' }) }, 'forbidden', 'key'],
    ['key limited, error true', { body: body({ error: true, message: 'You do not have access to this endpoint with this API key.' }) }, 'forbidden', 'key'],
    ['key limited, error "1" with 200', { body: body({ error: '1', message: 'You do not have access to this endpoint with this API key.' }) }, 'forbidden', 'key'],
    ['API disabled', { status: 403, body: body({ error: 1, message: 'API service is disabled.' }) }, 'auth', null],
    ['plan without API', { status: 403, body: body({ error: 1, message: 'You do not have the permission to use the API.' }) }, 'auth', null],
    ['inactive account', { status: 403, body: body({ error: 1, message: 'Please activate your account.' }) }, 'auth', null],
    ['bad key', { status: 403, body: body({ error: 1, message: 'A valid API key is required to use this service.' }) }, 'auth', null],
    ['proxy 401', { status: 401, body: body({ error: 1, message: 'Unauthorized' }) }, 'auth', null],
    ['rejected input', { body: body({ error: 1, message: 'Please enter a valid URL.' }) }, 'rejected', null],
  ])('%s → %s, closed by %s', async (_name, reply, kind, refusal) => {
    const error = await failureOf(reply);
    expect(error.kind).toBe(kind);
    expect(areaRefusal(error)).toBe(refusal);
    expect(error.refusedBy ?? null).toBe(refusal);
  });

  it('keeps the server message and the status', async () => {
    const error = await failureOf({ status: 403, body: body({ error: 1, message: 'API service is disabled.' }) });
    expect(error.serverMessage).toBe('API service is disabled.');
    expect(error.status).toBe(403);
  });

  it('carries the existing id of a duplicate', async () => {
    const error = await failureOf({ body: body({ error: 1, message: 'You already have a channel with that name.', id: '7' }) });
    expect(error.kind).toBe('rejected');
    expect(error.existingId).toBe(7);
  });

  it('reads JSON printed after PHP notices', async () => {
    const { transport } = fakeTransport(() => ({ body: '<br />\n<b>Deprecated</b>: something in x.php<br />\n{"error":0,"message":"ok"}' }));
    await expect(transport.request('GET', '/api/account')).resolves.toEqual({ error: 0, message: 'ok' });
  });
});

describe('rate limiting', () => {
  it('stock form: HTTP 200, error 429, Retry-After in the body', async () => {
    const before = Date.now();
    const error = await failureOf({ body: '{"error":429,"message":"Too Many API Requests.","Retry-After":37}' });
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfter).toBe(37);
    expect(error.serverMessage).toBe('Too Many API Requests.');
    expect(error.resetAt?.getTime()).toBeGreaterThanOrEqual(before + 37_000);
  });

  it('proxy form: HTTP 429 with a Retry-After header', async () => {
    const error = await failureOf({ status: 429, body: '<html>Too Many Requests</html>', headers: { 'Retry-After': '12' } });
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfter).toBe(12);
    expect(error.status).toBe(429);
  });

  it('Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    const error = await failureOf({ status: 429, headers: { 'Retry-After': at } });
    expect(error.retryAfter).toBeGreaterThan(100);
    expect(error.retryAfter).toBeLessThanOrEqual(120);
  });

  it('falls back to X-RateLimit-Reset for retryAfter and resetAt', async () => {
    const reset = Math.floor(Date.now() / 1000) + 50;
    const error = await failureOf({ status: 429, headers: rateHeaders(30, 0, reset) });
    expect(error.resetAt).toEqual(new Date(reset * 1000));
    expect(error.retryAfter).toBeGreaterThan(40);
    expect(error.retryAfter).toBeLessThanOrEqual(50);
  });

  it.each([
    ['string "429"', '{"error":"429","message":"Too Many API Requests."}'],
    ['error 1 with the message', '{"error":1,"message":"Too Many API Requests."}'],
  ])('recognises %s, and assumes the documented minute when no delay is given', async (_name, text) => {
    const error = await failureOf({ body: text });
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfter).toBe(60);
  });
});

describe('errorFlag', () => {
  it.each<[unknown, string]>([
    [0, 'ok'],
    ['0', 'ok'],
    [false, 'ok'],
    [undefined, 'ok'],
    [null, 'ok'],
    ['', 'ok'],
    [1, 'failed'],
    ['1', 'failed'],
    [true, 'failed'],
    ['yes', 'failed'],
    [429, 'rate-limited'],
    ['429', 'rate-limited'],
  ])('%j → %s', (value, expected) => {
    expect(errorFlag(value)).toBe(expected);
  });
});

describe('parseJsonBody', () => {
  it.each([
    ['\uFEFF{"error":0}', true],
    ['  {"error":0}\n', true],
    ['{"error":0', false],
    ['<html>', false],
    ['Notice: x {"error":0,"id":1}', true],
  ])('%j parses: %s', (text, ok) => {
    expect(parseJsonBody(text).ok).toBe(ok);
  });
});
