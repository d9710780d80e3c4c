import { describe, expect, it } from 'vitest';
import { planName, socialNetworkName } from './names';

describe('names for identifiers', () => {
  it.each([
    ['facebook', 'Facebook'],
    ['twitter', 'X (Twitter)'],
    ['linkedin', 'LinkedIn'],
    ['Reddit', 'Reddit'],
    ['mastodon', 'mastodon'],
  ])('social network %s reads %s', (key, name) => expect(socialNetworkName(key)).toBe(name));

  it.each([
    ['pro', 'Pro'],
    ['free', 'Free'],
    ['Business plus', 'Business plus'],
    [' starter ', 'Starter'],
    ['', ''],
  ])('plan %j reads %j', (status, name) => expect(planName(status)).toBe(name));
});
