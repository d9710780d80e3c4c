import { useState } from 'preact/hooks';
import { Alert, Switch, TextArea } from '@/components/ui';
import { dropCanonicalAccess, parseParamList, requestCanonicalAccess, TRACKING_PARAMS } from '@/lib/clean-address';
import { t } from '@/lib/i18n/messages';
import { has } from '@/lib/platform/capabilities';
import { listOf, plural } from '@/lib/i18n/compose';
import type { AddressRule, Settings } from '@/lib/settings/schema';

type QuickPath = Pick<Settings, 'oneClick' | 'address'>;

export interface QuickPathFormProps {
  settings: QuickPath;
  onChange: (patch: Partial<QuickPath>) => void;
}

/** The toolbar button's one click, and how a page's address is cleaned before it is shortened. */
export function QuickPathForm({ settings, onChange }: QuickPathFormProps) {
  const { address } = settings;
  const [extra, setExtra] = useState(address.extraParams.join('\n'));
  const [refused, setRefused] = useState(false);
  const setRule = (patch: Partial<AddressRule>) => onChange({ address: { ...address, ...patch } });

  const preferCanonical = (on: boolean) => {
    if (!on) {
      setRule({ preferCanonical: false });
      void dropCanonicalAccess().catch(() => undefined);
      return;
    }
    // Asked inside the click, before anything is awaited, or the browser would not ask.
    const asked = requestCanonicalAccess();
    void asked.then(
      (granted) => {
        setRefused(!granted);
        if (granted) setRule({ preferCanonical: true });
      },
      () => setRefused(true),
    );
  };

  return (
    <div class="stack">
      {/* The button's menu is the way back to the popup once one click shortens: without it, not offered. */}
      {has('menus') ? (
        <Switch
          id="one-click"
          label={t('opt_one_click')}
          checked={settings.oneClick}
          onChange={(oneClick) => onChange({ oneClick })}
          hint={t('opt_one_click_hint', t('bg_menu_open'))}
        />
      ) : (
        <p class="muted small">{t('opt_one_click_unavailable')}</p>
      )}
      <Switch
        id="drop-tracking"
        label={t('opt_drop_tracking')}
        checked={address.dropTracking}
        onChange={(dropTracking) => setRule({ dropTracking })}
        hint={plural('opt_tracking_hint', TRACKING_PARAMS.length - 6, listOf(TRACKING_PARAMS.slice(0, 6)))}
      />
      {address.dropTracking && (
        <TextArea
          id="extra-params"
          label={t('opt_also_remove')}
          optional
          rows={3}
          dir="ltr"
          spellcheck={false}
          hint={t('opt_also_hint')}
          value={extra}
          onValue={setExtra}
          onBlur={() => {
            const extraParams = parseParamList(extra);
            setExtra(extraParams.join('\n'));
            if (extraParams.join('\n') !== address.extraParams.join('\n')) setRule({ extraParams });
          }}
        />
      )}
      <Switch id="prefer-canonical" label={t('opt_canonical')} checked={address.preferCanonical} onChange={preferCanonical} hint={t('opt_canonical_hint')} />
      {refused && (
        <Alert tone="warning" title={t('opt_canonical_denied')}>
          {t('opt_canonical_retry')}
        </Alert>
      )}
    </div>
  );
}
