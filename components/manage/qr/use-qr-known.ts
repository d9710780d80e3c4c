import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import type { Qr } from '@/lib/api';
import { clientOf } from '@/lib/connection/endpoints';
import { knowQr, type QrKnown } from '@/lib/manage/qr-known';

// A code's page and its edit form read the same image: read once per code and state, shared.
const readings = new Map<string, Promise<QrKnown>>();

/** Forgets what was read of a code, after Trim changed or removed it. */
export function forgetKnownQr(id: number): void {
  for (const key of readings.keys()) if (key.startsWith(`${id}|`)) readings.delete(key);
}

/** What Trim knows of `qr` (its image read back, what Trim sent), undefined while reading; no API request. */
export function useQrKnown(qr: Qr | null): QrKnown | undefined {
  const connection = useConnection();
  const [known, setKnown] = useState<{ key: string; value: QrKnown } | undefined>(undefined);
  const key = qr ? `${qr.id}|${qr.link}|${connection.id}` : null;
  useEffect(() => {
    if (!qr || key === null) return undefined;
    let live = true;
    let reading = readings.get(key);
    if (!reading) {
      reading = clientOf(connection).then((client) => knowQr(client, connection.id, qr));
      readings.set(key, reading);
      reading.catch(() => readings.delete(key));
    }
    void reading.then((value) => live && setKnown({ key, value }));
    return () => {
      live = false;
    };
  }, [key, qr, connection]);
  return known && known.key === key ? known.value : undefined;
}
