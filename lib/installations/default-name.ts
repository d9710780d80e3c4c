import type { Installation } from '@/lib/settings/schema';
import { NAME_MAX } from './validate';

// The name of an installation saved with its Name left blank. Two accounts on one service would
// both be named after the host and the second refused; the account's username tells them apart
// (known once the key is checked), and a number settles what is still taken.

/** `username@host` for an account with a username, else the host alone. */
export function accountName(host: string, username: string): string {
  const who = username.trim();
  return who ? `${who}@${host}` : host;
}

/** `name`, or `name (2)`, `name (3)` … : the first that no other installation has (case ignored), within NAME_MAX. */
export function uniqueName(name: string, others: readonly Pick<Installation, 'name'>[]): string {
  const taken = new Set(others.map((one) => one.name.trim().toLowerCase()));
  const fit = (base: string, suffix: string) => `${fitted(base, NAME_MAX - suffix.length)}${suffix}`;
  let candidate = fit(name, '');
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = fit(name, ` (${n})`);
  return candidate;
}

/**
 * `name` within `room` characters. For `username@host` the username is cut (marked …), never the
 * host: two installations on two services must not read the same.
 */
function fitted(name: string, room: number): string {
  if (name.length <= room) return name;
  const at = name.lastIndexOf('@');
  const host = at > 0 ? name.slice(at) : '';
  if (host && host.length + 2 <= room) return `${name.slice(0, room - host.length - 1)}…${host}`;
  return `${name.slice(0, room - 1)}…`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the installation's name is Trim's (given because the name was left blank), so it may
 * follow the account: what Save recorded, or, for a name stored before that was recorded, the
 * form Trim gives (`username@host`, or the host, numbered or not) for the account cached for it.
 */
export function isAutomaticName(installation: Pick<Installation, 'name' | 'autoName'>, host: string, username: string | undefined): boolean {
  if (installation.autoName !== undefined) return installation.autoName;
  if (username === undefined) return false;
  return new RegExp(`^${escaped(accountName(host, username))}( \\(\\d+\\))?$`, 'i').test(installation.name.trim());
}
