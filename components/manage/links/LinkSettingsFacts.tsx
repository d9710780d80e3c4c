import type { LinkInput } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { describeRedirect } from '@/lib/manage/redirect-types';
import { useReference } from '@/components/reference/use-reference';

/**
 * The settings the service never reports (redirect type, password, visibility) and the campaign
 * and channel, as far as Trim knows them: from the body it last sent, and the campaigns and
 * channels it added the link to since. A link Trim does not know (made elsewhere, or changed there
 * since Trim's write) says "Not reported" for each, never a guess. Names come from the cached lists (no request).
 */
export function LinkSettingsFacts({ remembered }: { remembered: LinkInput | null }) {
  const reference = useReference(false);
  const unknown = <span class="muted">{t('links_fact_unknown')}</span>;
  const named = (items: readonly { id: number; name: string }[], id: number | undefined, unnamed: 'links_campaign_n' | 'links_channel_n') =>
    id === undefined ? <span class="muted">{t('ui_none')}</span> : (items.find((item) => item.id === id)?.name ?? t(unnamed, id));
  const facts = [
    { key: 'type', term: t('sh_type'), value: remembered && describeRedirect(String(remembered.type ?? 'direct'), reference.data.splash, reference.data.overlays) },
    { key: 'password', term: t('sh_password'), value: remembered && (remembered.password ? t('links_pw_set') : t('ui_none')) },
    { key: 'status', term: t('sh_visibility'), value: remembered && (remembered.status === 'public' ? t('sh_public') : t('sh_private')) },
    { key: 'campaign', term: t('sh_campaign'), value: remembered && named(reference.data.campaigns, remembered.campaign, 'links_campaign_n') },
    { key: 'channel', term: t('sh_channel'), value: remembered && named(reference.data.channels, remembered.channel, 'links_channel_n') },
  ];
  return (
    <>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.term}</dt>
          <dd>{fact.value ?? unknown}</dd>
        </div>
      ))}
    </>
  );
}
