import { quietly } from '@/lib/activity/activity';
import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { clientOf } from '@/lib/connection/endpoints';

// A code's image as the service hosts it. An `<img>` of the service's address would carry the
// browser's cookies for that site (a dashboard session among them); fetched through Trim's
// connection it carries neither them nor the key, and it is shown from memory (a `blob:`
// address). An image the service does not serve, or serves from another site, shows as an empty
// frame of the same size.

/** The image's `blob:` address once fetched; null until then, or when there is none. */
function useHostedImage(link: string): string | null {
  const connection = useConnection();
  const [shown, setShown] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    let live = true;
    let url = '';
    void quietly(
      'show a hosted QR image',
      clientOf(connection)
        .then((client) => client.qr.imageFile(link))
        .then((file) => {
          if (!live || !file) return;
          url = URL.createObjectURL(file);
          setShown({ link, url });
        }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [link, connection]);
  return shown?.link === link ? shown.url : null;
}

export interface HostedQrImageProps {
  /** The image's address on the service (a code's `link`). */
  link: string;
  /** '' when the text beside it names the code. */
  alt: string;
  size: number;
  class: string;
}

export function HostedQrImage({ link, alt, size, class: className }: HostedQrImageProps) {
  const url = useHostedImage(link);
  if (!url) return <span class={className} aria-hidden="true" style={{ inlineSize: `${size}px`, blockSize: `${size}px` }} />;
  return <img class={className} src={url} alt={alt} width={size} height={size} />;
}
