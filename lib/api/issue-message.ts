import { z } from 'zod/mini';

// zod/mini loads no locale, so an issue without a message of its own would read only
// "Invalid input". This error map words them as full zod's English locale does, for the
// issue kinds Trim's schemas can raise, at a fraction of the locale's size. Pass it to each
// parse (`safeParse(value, { error: issueMessage })`): a message a schema sets itself wins.

const SIZE_UNITS: Record<string, string> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

/** String formats Trim's schemas use; any other is named by its id. */
const FORMATS: Record<string, string> = { regex: 'input', email: 'email address', url: 'URL', template_literal: 'input' };

function typeName(type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return type === 'nan' ? 'NaN' : type;
}

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(z.util.parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const unit = SIZE_UNITS[issue.origin ?? ''];
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      const limit = (big ? issue.maximum : issue.minimum).toString();
      return `Too ${big ? 'big' : 'small'}: expected ${origin} ${unit ? `to have ${adj}${limit} ${unit}` : `to be ${adj}${limit}`}`;
    }
    case 'invalid_format':
      if (issue.format === 'starts_with') return `Invalid string: must start with "${issue.prefix}"`;
      if (issue.format === 'ends_with') return `Invalid string: must end with "${issue.suffix}"`;
      if (issue.format === 'includes') return `Invalid string: must include "${issue.includes}"`;
      if (issue.format === 'regex') return `Invalid string: must match pattern ${issue.pattern}`;
      return `Invalid ${FORMATS[issue.format] ?? issue.format}`;
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${z.util.joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0) {
        return `Invalid discriminator value. Expected ${issue.options.map((o) => `'${String(o)}'`).join(' | ')}`;
      }
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
};
