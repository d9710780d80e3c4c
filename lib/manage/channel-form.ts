import { z } from 'zod/mini';
import type { ChannelCreate } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { HEX_COLOUR, normaliseHexColour } from '@/lib/forms/hex-colour';
import { MSG, say, trimmed, run } from './form-checks';

// The channel form: its values and their check.

export interface ChannelFormValues {
  name: string;
  description: string;
  color: string;
  starred: boolean;
}

const channelFields = z.object({
  name: trimmed(255, z.minLength(1, say(MSG.nameMissing))),
  description: trimmed(1000),
  color: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || HEX_COLOUR.test(v), say(MSG.colour)),
  ),
  starred: z.boolean(),
});
const channelSchema = z.pipe(
  channelFields,
  z.transform(({ name, description, color, starred }: z.output<typeof channelFields>): ChannelCreate => ({
    name,
    description,
    ...(color === '' ? {} : { color: normaliseHexColour(color) ?? color }),
    starred,
  })),
);

export function validateChannel(values: ChannelFormValues): Validated<ChannelCreate> {
  return run(channelSchema, values);
}
