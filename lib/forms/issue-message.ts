import { z } from 'zod/mini';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';

// zod/mini loads no locale, so an issue without a message of its own would read only
// "Invalid input". This error map words them as full zod's English locale does (in the user's
// language), for the issue kinds Trim's schemas can raise, at a fraction of the locale's size.
// Pass it to each parse (`safeParse(value, { error: issueMessage })`): a message a schema sets
// itself wins. zod's own names (types such as "string", a format's id, the values) stay as is.

const SIZE_UNITS: Record<string, MessageKey> = { string: 'api_unit_chars', file: 'api_unit_bytes', array: 'api_unit_items', set: 'api_unit_items', map: 'api_unit_entries' };

/** String formats Trim's schemas use; any other is named by its id. */
const FORMATS: Record<string, MessageKey> = { regex: 'api_invalid', email: 'api_bad_email', url: 'api_bad_url', template_literal: 'api_invalid' };

function typeName(type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return type === 'nan' ? 'NaN' : type;
}

type SizeIssue = Extract<Parameters<z.core.$ZodErrorMap>[0], { code: 'too_big' | 'too_small' }>;

function sizeMessage(issue: SizeIssue): string {
  const big = issue.code === 'too_big';
  const unit = SIZE_UNITS[issue.origin ?? ''];
  const origin = big ? (issue.origin ?? 'value') : (issue.origin ?? 'undefined');
  const limit = (big ? issue.maximum : issue.minimum).toString();
  if (unit && issue.exact) return t(big ? 'api_big_exact' : 'api_small_exact', origin, limit, t(unit));
  // One substitution ("<=40"): Chrome reads `$2$3` as a named placeholder and refuses the file.
  const bound = `${issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>'}${limit}`;
  if (unit) return t(big ? 'api_big_have' : 'api_small_have', origin, bound, t(unit));
  return t(big ? 'api_big_be' : 'api_small_be', origin, bound);
}

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return t('api_bad_type', typeName(issue.expected), typeName(z.util.parsedType(issue.input), issue.input));
    case 'invalid_value':
      return issue.values.length === 1 ? t('api_bad_value', z.util.stringifyPrimitive(issue.values[0])) : t('api_bad_option', z.util.joinValues(issue.values, '|'));
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'starts_with') return t('api_starts_with', String(issue.prefix));
      if (issue.format === 'ends_with') return t('api_ends_with', String(issue.suffix));
      if (issue.format === 'includes') return t('api_includes', String(issue.includes));
      if (issue.format === 'regex') return t('api_pattern', String(issue.pattern));
      return FORMATS[issue.format] ? t(FORMATS[issue.format]!) : t('api_bad_format', issue.format);
    case 'not_multiple_of':
      return t('api_multiple_of', String(issue.divisor));
    case 'unrecognized_keys':
      return plural('api_unknown_keys', issue.keys.length, z.util.joinValues(issue.keys, ', '));
    case 'invalid_key':
      return t('api_bad_key_in', issue.origin);
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0) {
        return t('api_discriminator', issue.options.map((o) => `'${String(o)}'`).join(' | '));
      }
      return issue.inclusive === false ? t('api_many_matched') : t('api_invalid');
    case 'invalid_element':
      return t('api_bad_element', issue.origin);
    default:
      return t('api_invalid');
  }
};
