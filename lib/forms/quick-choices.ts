import type { Domain } from '@/lib/api';
import { t } from '@/lib/i18n/messages';

// What the popup's quick form needs at once (the domain's options, and keeping a saved choice
// listed), apart from the other lists' options (choices.ts), which load with More options.

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function domainOptions(domains: Pick<Domain, 'domain'>[]): Option[] {
  return [{ value: '', label: t('form_service_default') }, ...domains.map((d) => ({ value: d.domain, label: hostOf(d.domain) }))];
}

/**
 * Keeps a saved choice visible when the list no longer has it (deleted on the service, or
 * the list could not be loaded), instead of the select silently showing another value.
 */
export function withCurrent(options: Option[], value: string, groups: OptionGroup[] = []): Option[] {
  const known = options.some((o) => o.value === value) || groups.some((g) => g.options.some((o) => o.value === value));
  return known || value === '' ? options : [...options, { value, label: t('form_not_listed', value) }];
}
