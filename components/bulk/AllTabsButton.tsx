import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { requestTabsPermission } from '@/lib/bulk/all-tabs';
import { t } from '@/lib/i18n/messages';
import './all-tabs.css';

/**
 * The popup's "Shorten all tabs": asks for the tabs' addresses (the first time), then opens the
 * manage page's Bulk section on this window's tabs, where the user sees how many links it will
 * make and starts the batch, and where its results stay.
 */
export function AllTabsButton({ installation }: { installation: string }) {
  const [denied, setDenied] = useState(false);
  const open = () => {
    // Synchronously, inside the click: the browser shows its prompt only then.
    void requestTabsPermission().then(async (granted) => {
      setDenied(!granted);
      if (!granted) return;
      const query = new URLSearchParams({ ...(installation ? { in: installation } : {}), section: 'bulk', from: 'tabs' });
      await browser.tabs.create({ url: browser.runtime.getURL(`/manage.html?${query.toString()}`) });
      window.close();
    });
  };
  return (
    <div class="all-tabs">
      <Button size="sm" onClick={open}>
        {t('sh_all_tabs')}
      </Button>
      {denied && (
        <Alert tone="warning" title={t('sh_tabs_denied')}>
          {t('sh_tabs_hint', t('sh_all_tabs'))}
        </Alert>
      )}
    </div>
  );
}
