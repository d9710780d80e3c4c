import { useState } from 'preact/hooks';
import { Button } from '@/components/ui';
import { downloadBlob } from '@/lib/qr/export';
import { servicePngBlob, serviceSvgBlob, type ServiceCopy } from '@/lib/qr/service-copy';
import { t } from '@/lib/i18n/messages';

/** PNG and SVG of a code kept on the service, equal to its copy there: its modules, quiet zone, colours and scale. */
export function ServiceDownloads({ copy, fileName }: { copy: ServiceCopy; fileName: string }) {
  const [failed, setFailed] = useState(false);
  const png = async () => {
    try {
      downloadBlob(await servicePngBlob(copy), `${fileName}.png`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div class="qr-actions">
      {copy.overlay.logo === null ? (
        <Button size="sm" onClick={png}>
          {t('sh_qr_png')}
        </Button>
      ) : (
        <p class="muted small">{t('qr_png_logo')}</p>
      )}
      <Button size="sm" onClick={() => downloadBlob(serviceSvgBlob(copy), `${fileName}.svg`)}>
        {t('sh_qr_svg')}
      </Button>
      {failed && (
        <p class="field-error" role="alert">
          {t('sh_qr_failed')}
        </p>
      )}
    </div>
  );
}
