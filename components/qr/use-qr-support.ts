import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { watchReference } from '@/lib/reference/cache';
import { readQrSupport, watchQrSupport, type KnownQrSupport } from '@/lib/reference/qr-support';

/**
 * What this installation is known to have of QR codes (storage only, never a request), and
 * every change to it; undefined until storage answers.
 */
export function useQrSupport(): KnownQrSupport | undefined {
  const connection = useConnection();
  const [known, setKnown] = useState<KnownQrSupport | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = () => void readQrSupport(connection).then((value) => live && setKnown(value));
    read();
    const stopQr = watchQrSupport(connection.id, read);
    // A refresh of every list makes what was learned beside them unknown again.
    const stopReference = watchReference(connection.id, read);
    return () => {
      live = false;
      stopQr();
      stopReference();
    };
  }, [connection]);
  return known;
}
