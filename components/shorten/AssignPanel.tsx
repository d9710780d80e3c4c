import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, Button, ClosedAreasNote, Select } from '@/components/ui';
import type { Campaign, Channel } from '@/lib/api';
import { closedAreas } from '@/lib/connection/areas';
import { campaignOptions, channelOptions } from '@/lib/forms/choices';
import { describeError } from '@/lib/connection/errors';
import { connectionSource, type ReferenceData } from '@/lib/reference/cache';
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
  done: (name: string) => string;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async () => {
    if (!value) {
      setOutcome({ tone: 'error', title: `Choose a ${props.label.toLowerCase()} first.` });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await props.assign(Number(value));
      setOutcome({ tone: 'success', title: props.done(props.options.find((o) => o.value === value)?.label ?? '') });
    } catch (error) {
      const { title, hint } = describeError(error);
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
  const closed = closedAreas(reference, ['campaigns', 'channels'], connectionSource(connection.settings));
  const showCampaigns = !closed.some((entry) => entry.area === 'campaigns');
  const showChannels = !closed.some((entry) => entry.area === 'channels');
  return (
    <div class="assign-panel stack">
      <ClosedAreasNote closed={closed} />
      {showCampaigns && (
        <AssignRow
          id="assign-campaign"
          label="Campaign"
          options={campaignOptions(campaigns, 'Choose…')}
          action="Add to campaign"
          assign={onAssignCampaign}
          done={(name) => `Added to the campaign ${name}.`}
        />
      )}
      {showChannels && (
        <AssignRow
          id="assign-channel"
          label="Channel"
          options={channelOptions(channels, 'Choose…')}
          action="Add to channel"
          assign={onAssignChannel}
          done={(name) => `Added to the channel ${name}.`}
        />
      )}
    </div>
  );
}
