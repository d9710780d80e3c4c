import { Button } from '@/components/ui';
import { t } from '@/lib/i18n/messages';

export interface FirstRunProps {
  onOpenSettings: () => void;
  /** 'permission' when the address is saved but access to it was not granted. */
  reason?: 'missing' | 'permission';
}

export function FirstRun({ onOpenSettings, reason = 'missing' }: FirstRunProps) {
  return (
    <section class="first-run stack" aria-labelledby="first-run-heading">
      <h2 class="section-title" id="first-run-heading">
        {t(reason === 'missing' ? 'sh_connect' : 'sh_access')}
      </h2>
      <p class="muted">{t(reason === 'missing' ? 'sh_connect_text' : 'sh_access_text')}</p>
      <div>
        <Button variant="primary" onClick={onOpenSettings}>
          {t('sh_open_settings')}
        </Button>
      </div>
    </section>
  );
}
