import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, Button, ClosedAreasNote, Select } from '@/components/ui';
import type { Campaign, Channel } from '@/lib/api';
import { closedAreas } from '@/lib/reference/areas';
import { campaignOptions, channelOptions } from '@/lib/forms/choices';
import { describeApiError } from '@/lib/i18n/describe-error';
import { type ReferenceData } from '@/lib/reference/data';
import { t, type MessageKey } from '@/lib/i18n/messages';
import './shorten.css';

export interface AssignPanelProps {
  campaigns: Pick<Campaign, 'id' | 'name'>[];
  channels: Pick<Channel, 'id' | 'name'>[];
  /** Performs the assignment; rejects with an ApiError on failure. */
  onAssignCampaign: (campaignId: number) => Promise<unknown>;
  onAssignChannel: (channelId: number) => Promise<unknown>;
  /** The cached lists: a list the plan or the key leaves out is left out, and a line says why. */
  reference: ReferenceData;
}

type Outcome = { tone: 'success' | 'error'; title: string; hint?: string } | null;

function AssignRow(props: {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  action: string;
  assign: (id: number) => Promise<unknown>;
  /** Said when nothing is chosen. */
  missing: MessageKey;
  /** Said once added; `$1` is the name. */
  done: MessageKey;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async () => {
    if (!value) {
      setOutcome({ tone: 'error', title: t(props.missing) });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await props.assign(Number(value));
      setOutcome({ tone: 'success', title: t(props.done, props.options.find((o) => o.value === value)?.label ?? '') });
    } catch (error) {
      const { title, hint } = describeApiError(error);
      setOutcome({ tone: 'error', title, hint });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="assign-row">
      <div class="assign-controls">
        <Select id={props.id} label={props.label} value={value} onValue={setValue} options={props.options} />
        <Button onClick={submit} busy={busy}>
          {props.action}
        </Button>
      </div>
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.title}>
          {outcome.hint}
        </Alert>
      )}
    </div>
  );
}

/** Adds the link to a campaign or a channel after it was created (or found). */
export function AssignPanel({ campaigns, channels, onAssignCampaign, onAssignChannel, reference }: AssignPanelProps) {
  const connection = useConnection();
  const closed = closedAreas(reference, ['campaigns', 'channels'], connection.source);
  const showCampaigns = !closed.some((entry) => entry.area === 'campaigns');
  const showChannels = !closed.some((entry) => entry.area === 'channels');
  return (
    <div class="assign-panel stack">
      <ClosedAreasNote closed={closed} />
      {showCampaigns && (
        <AssignRow
          id="assign-campaign"
          label={t('sh_campaign')}
          options={campaignOptions(campaigns, t('sh_choose'))}
          action={t('sh_add_campaign')}
          assign={onAssignCampaign}
          missing="sh_pick_campaign"
          done="sh_in_campaign"
        />
      )}
      {showChannels && (
        <AssignRow
          id="assign-channel"
          label={t('sh_channel')}
          options={channelOptions(channels, t('sh_choose'))}
          action={t('sh_add_channel')}
          assign={onAssignChannel}
          missing="sh_pick_channel"
          done="sh_in_channel"
        />
      )}
    </div>
  );
}
