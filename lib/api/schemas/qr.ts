import { z } from 'zod/mini';
import { statsSchema } from './link-details';
import { idSchema, intOr, intOrNull, text } from './primitives';
import { isRecord } from '@/lib/api/guards';

export type { QrType, QrWrite } from './qr-types';

// QR codes as objects of their own (7.x servers; not in the documented API): named, styled,
// counting their scans. The service never reports a code's type, content, colours or logo.

/** An item of GET /api/qr; `link` is the hosted image. */
export const qrSchema = z.object({
  id: idSchema,
  link: text,
  scans: intOr(0),
  name: text,
  date: text,
});
export type Qr = z.infer<typeof qrSchema>;

/** GET /api/qr/{id}: the list item's fields and its scans' statistics (the maps left out when there are none). */
const qrAnswer = z.object({ id: intOrNull, details: qrSchema, data: statsSchema });
export const qrDetailsSchema = z.pipe(
  z.pipe(
    z.transform((raw) =>
      isRecord(raw) ? { id: raw['id'], details: isRecord(raw['details']) ? { id: raw['id'], ...raw['details'] } : raw, data: isRecord(raw['data']) ? raw['data'] : {} } : raw,
    ),
    qrAnswer,
  ),
  z.transform(({ details, data }: z.output<typeof qrAnswer>) => ({ ...details, stats: data })),
);

/** POST /api/qr/add answers the new code's id and its hosted image. */
export const qrCreatedSchema = z.object({ id: idSchema, link: text });
export type QrCreated = z.infer<typeof qrCreatedSchema>;
