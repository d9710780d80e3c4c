import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './index';
import { BASE, KEY, fakeFetch } from './test-utils';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

describe('public face', () => {
  it('has exactly the methods the surfaces call', () => {
    const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fakeFetch(() => ({ body: '{}' })).fetch });
    const face = Object.fromEntries(Object.entries(api).map(([name, value]) => [name, typeof value === 'function' ? 'function' : Object.keys(value).sort()]));
    expect(face).toEqual({
      account: ['get', 'update'],
      links: ['create', 'findByShort', 'get', 'list', 'remove', 'update'],
      campaigns: ['assignLink', 'create', 'list', 'remove', 'update'],
      channels: ['assign', 'create', 'items', 'list', 'remove', 'update'],
      domains: ['create', 'list', 'remove', 'update'],
      files: ['list', 'upload'],
      overlays: ['list'],
      splash: ['list'],
      pixels: ['create', 'list', 'remove', 'update'],
      qr: ['create', 'destination', 'get', 'image', 'imageFile', 'list', 'remove', 'update'],
      rateLimit: 'function',
    });
    expect(api.rateLimit()).toBeNull();
  });

  it('ApiError is an Error with a kind', () => {
    const error = new ApiError('timeout', 'timeout', 'slow', { status: 504 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'timeout', message: 'slow', status: 504 });
  });

  it('createApiClient never throws, even for an unusable address', async () => {
    const api = createApiClient({ baseUrl: 'not a url', apiKey: KEY });
    await expect(api.account.get()).rejects.toBeInstanceOf(ApiError);
  });
});

/** Relative modules a file loads at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+|@\/[^']+)'/gms)) {
    const specifier = match[1];
    if (specifier === undefined) continue;
    const target = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : resolve(dirname(file), specifier);
    found.push(existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts'));
  }
  return found;
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = entries.map((entry) => join(HERE, entry));
  while (todo.length > 0) {
    const file = todo.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    todo.push(...runtimeImports(file));
  }
  return new Set([...seen].map((file) => relative(HERE, file)));
}

describe('tree-shaking by construction', () => {
  it('transport + links + account pull in no other endpoint module and no barrel', () => {
    const loaded = closure(['transport.ts', 'endpoints/links.ts', 'endpoints/account.ts']);
    expect([...loaded].filter((file) => file.startsWith('endpoints/')).sort()).toEqual(['endpoints/account.ts', 'endpoints/links.ts']);
    expect(loaded.has('index.ts')).toBe(false);
    expect(loaded.has('error-record.ts')).toBe(false);
    for (const schema of ['campaign', 'channel', 'channel-item', 'domain', 'file', 'overlay', 'splash', 'pixel', 'link-input']) {
      expect(loaded.has(`schemas/${schema}.ts`)).toBe(false);
    }
  });

  it('the import scan sees through to what index loads', () => {
    const loaded = closure(['index.ts']);
    expect(loaded.has('endpoints/pixels.ts')).toBe(true);
    expect(loaded.has('schemas/pixel.ts')).toBe(true);
  });
});
