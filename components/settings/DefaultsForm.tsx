import { useConnection } from '@/components/connection/context';
import type { ReferenceState } from '@/components/reference/use-reference';
import { ApiErrorAlert, Button, ClosedAreasNote, RadioGroup, Select } from '@/components/ui';
import { closedAreas, type Area } from '@/lib/reference/areas';
import { basicRedirectTypes, campaignOptions, channelOptions, domainOptions, redirectTypeGroups, withCurrent } from '@/lib/forms/choices';
import { formatDateTime } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { listOf } from '@/lib/i18n/compose';
import type { ReferenceData, ReferenceKind } from '@/lib/reference/data';

import type { ShortenDefaults } from '@/lib/settings/schema';

export interface DefaultsFormProps {
  defaults: ShortenDefaults;
  onChange: (patch: Partial<ShortenDefaults>) => void;
  reference: ReferenceState;
  /** False before a connection is saved: the lists cannot be loaded yet. */
  connected: boolean;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/** The lists this form shows: what the options page loads, and nothing more (Save spends no request on others). */
export const DEFAULTS_LISTS = ['domains', 'campaigns', 'channels', 'overlays', 'splash'] as const satisfies readonly ReferenceKind[];

const LIST_LABELS: Record<(typeof DEFAULTS_LISTS)[number], MessageKey> = {
  domains: 'conn_lbl_domains',
  campaigns: 'conn_lbl_campaigns',
  channels: 'conn_lbl_channels',
  overlays: 'conn_lbl_overlays',
  splash: 'conn_lbl_splash',
};

/** When the shown lists were loaded, naming those that are not: "not loaded yet" is never said of lists that did load. */
function fetchedText(byKind: ReferenceData['fetchedAtByKind']): string {
  const loaded = DEFAULTS_LISTS.flatMap((kind) => (byKind[kind] ? [byKind[kind]] : []));
  const missing = DEFAULTS_LISTS.filter((kind) => !byKind[kind]).map((kind) => t(LIST_LABELS[kind]));
  if (loaded.length === 0) return t('opt_lists_none');
  const when = t('opt_lists_loaded', formatDateTime(Math.min(...loaded)));
  return missing.length === 0 ? when : `${when} ${t('opt_lists_missing', listOf(missing))}`;
}

/** What every new short link starts with: domain, campaign, channel, visibility, redirect type. */
export function DefaultsForm({ defaults, onChange, reference, connected }: DefaultsFormProps) {
  const data = reference.data;
  const connection = useConnection();
  // A default the plan or the key cannot use would only be dropped or refused: not offered.
  const closed = closedAreas(data, ['domains', 'campaigns', 'channels'], connection.source);
  const offers = (area: Area) => !closed.some((entry) => entry.area === area);
  const typeGroups = redirectTypeGroups(data.splash, data.overlays);
  const campaign = defaults.campaign === null ? '' : String(defaults.campaign);
  const channel = defaults.channel === null ? '' : String(defaults.channel);
  return (
    <div class="stack">
      <div class="row space-between">
        <p class="muted small" role="status">
          {!connected ? t('opt_lists_need') : reference.loading ? t('opt_lists_loading') : fetchedText(data.fetchedAtByKind)}
        </p>
        <Button size="sm" onClick={() => void reference.refresh()} busy={reference.loading} disabled={!connected}>
          {t('opt_refresh')}
        </Button>
      </div>
      {/* Worded on the options page itself (no "Open options" button); a refusal by the rate limit counts down and loads the lists again by itself. */}
      {Boolean(reference.error) && connected && <ApiErrorAlert error={reference.error} onRetry={() => void reference.reload()} />}
      <ClosedAreasNote closed={closed} />
      <div class="form-grid">
        {offers('domains') && (
          <Select
            id="default-domain"
            label={t('opt_domain')}
            value={defaults.domain}
            onValue={(domain) => onChange({ domain })}
            options={withCurrent(domainOptions(data.domains), defaults.domain)}
          />
        )}
        <Select
          id="default-type"
          label={t('opt_type')}
          value={defaults.type}
          onValue={(type) => onChange({ type })}
          options={withCurrent(basicRedirectTypes(), defaults.type, typeGroups)}
          groups={typeGroups}
          hint={t('form_type_hint')}
        />
        {offers('campaigns') && (
          <Select
            id="default-campaign"
            label={t('opt_campaign')}
            value={campaign}
            onValue={(value) => onChange({ campaign: toId(value) })}
            options={withCurrent(campaignOptions(data.campaigns), campaign)}
          />
        )}
        {offers('channels') && (
          <Select
            id="default-channel"
            label={t('opt_channel')}
            value={channel}
            onValue={(value) => onChange({ channel: toId(value) })}
            options={withCurrent(channelOptions(data.channels), channel)}
          />
        )}
      </div>
      <RadioGroup
        name="default-status"
        legend={t('opt_visibility')}
        inline
        value={defaults.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: 'private', label: t('opt_private') },
          { value: 'public', label: t('opt_public') },
        ]}
      />
    </div>
  );
}
