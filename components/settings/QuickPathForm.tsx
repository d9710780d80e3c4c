import { useState } from 'preact/hooks';
import { Alert, Switch, TextArea } from '@/components/ui';
import { dropCanonicalAccess, parseParamList, requestCanonicalAccess, TRACKING_PARAMS } from '@/lib/clean-address';
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
      <Switch
        id="one-click"
        label="Clicking the Trim button shortens the page and copies the link"
        checked={settings.oneClick}
        onChange={(oneClick) => onChange({ oneClick })}
        hint="A notification and the badge confirm it; if it fails, the popup opens with the reason. Right-click the button for “Open Trim”."
      />
      <Switch
        id="drop-tracking"
        label="Remove tracking parameters before shortening"
        checked={address.dropTracking}
        onChange={(dropTracking) => setRule({ dropTracking })}
        hint={`${TRACKING_PARAMS.slice(0, 6).join(', ')} and ${TRACKING_PARAMS.length - 6} more. The popup shows what was removed and can undo it.`}
      />
      {address.dropTracking && (
        <TextArea
          id="extra-params"
          label="Also remove"
          optional
          rows={3}
          spellcheck={false}
          hint="Parameter names, one per line or separated by commas; end one with * for every name that starts so (ref_*)."
          value={extra}
          onValue={setExtra}
          onBlur={() => {
            const extraParams = parseParamList(extra);
            setExtra(extraParams.join('\n'));
            if (extraParams.join('\n') !== address.extraParams.join('\n')) setRule({ extraParams });
          }}
        />
      )}
      <Switch
        id="prefer-canonical"
        label="Prefer the page's canonical address"
        checked={address.preferCanonical}
        onChange={preferCanonical}
        hint="When a page names its canonical address (link rel=canonical), that one is shortened. Trim asks once for permission to read it from the page you shorten."
      />
      {refused && (
        <Alert tone="warning" title="Trim was not allowed to read pages' canonical address">
          Turn the option on again and choose “Allow” when the browser asks.
        </Alert>
      )}
    </div>
  );
}
