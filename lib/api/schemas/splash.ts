import { z } from 'zod/mini';
import { idSchema, text } from './primitives';

export const splashSchema = z.object({ id: idSchema, name: text, date: text });
export type Splash = z.infer<typeof splashSchema>;
