import { describe, expect, it } from 'vitest';
import { domainUpdateSchema } from './domain';

describe('domain update body', () => {
  it.each([
    ['a redirect URL', { redirectroot: 'https://brand.example/home' }, true],
    ["'' clears a redirect", { redirectroot: '', redirect404: '' }, true],
    ['nothing changed', {}, true],
    ['not a URL', { redirect404: 'home page' }, false],
  ])('%s', (_name, body, valid) => {
    expect(domainUpdateSchema.safeParse(body).success).toBe(valid);
  });
});
