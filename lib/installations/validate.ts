import { validateConnection, type ConnectionFormValues } from '@/lib/forms/connection-form';
import type { FieldErrors, Validated } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import type { Connection, Installation } from '@/lib/settings/schema';

// An installation's form: the connection's own rules, plus what only the list can tell (a
// name or an address and key pair that another installation already has).

export interface InstallationFormValues extends ConnectionFormValues {
  name: string;
}

export const NAME_MAX = 40;

/** The address as the server sees it: case-insensitive scheme and host, no trailing slash. */
function sameAddress(a: string, b: string): boolean {
  try {
    const left = new URL(a);
    const right = new URL(b);
    return left.origin === right.origin && left.pathname.replace(/\/+$/, '') === right.pathname.replace(/\/+$/, '');
  } catch {
    return a.trim() === b.trim();
  }
}

/**
 * Checks one installation's form against the others (`id` is its own, left out of the
 * comparison). The value is what Save sends to the account check, then stores.
 */
export function validateInstallation(values: InstallationFormValues, id: string, all: readonly Installation[]): Validated<{ name: string; connection: Connection }> {
  const others = all.filter((one) => one.id !== id);
  const errors: FieldErrors = {};
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (name === '') errors['name'] = t('conn_name_missing');
  else if (name.length > NAME_MAX) errors['name'] = plural('conn_name_long', NAME_MAX);
  else {
    const twin = others.find((one) => one.name.trim().toLowerCase() === name.toLowerCase());
    if (twin) errors['name'] = t('conn_name_taken', twin.name);
  }
  const connection = validateConnection(values);
  if (!connection.ok) return { ok: false, errors: { ...errors, ...connection.errors } };
  const { baseUrl, apiKey } = connection.value;
  const twin = others.find((one) => one.connection.apiKey.trim() === apiKey && sameAddress(one.connection.baseUrl, baseUrl));
  if (twin) errors['apiKey'] = t('conn_pair_taken', twin.name);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, connection: connection.value } };
}
