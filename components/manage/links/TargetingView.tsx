import { t } from '@/lib/i18n/messages';
import { countryChoiceOf, deviceChoiceOf } from '@/lib/shorten/targeting';

/** A country as the service names it ("Germany", or "germany" nested), in the user's language; an unknown name as sent. */
const countryLabel = (name: string) => countryChoiceOf(name)?.label ?? name;

/** A device as the service names it ("iPhone", or "iphone" on servers that lower-case it), as the device menus name it. */
const deviceLabel = (name: string) => deviceChoiceOf(name)?.label ?? name;

/**
 * The link's geo and device targeting, as the details answer reports it (name → target URL).
 * Device targeting is null where the server does not report it (6.x–7.6.3): said so, never "none".
 */
export function TargetingView({ location, device }: { location: Record<string, string>; device: Record<string, string> | null }) {
  const groups = [
    { kind: 'geo', title: t('links_countries'), column: t('links_country'), entries: Object.entries(location).map(([name, target]) => [countryLabel(name), target] as const) },
    { kind: 'device', title: t('links_devices'), column: t('links_device'), entries: Object.entries(device ?? {}).map(([name, target]) => [deviceLabel(name), target] as const) },
  ];
  const none = groups.every((group) => group.entries.length === 0);
  return (
    <section class="card targeting" aria-labelledby="targeting-title">
      <h2 id="targeting-title" class="card-title">
        {t('links_targeting')}
      </h2>
      {none && device !== null && <p class="muted">{t('links_no_target')}</p>}
      {none && device === null && <p class="muted">{t('links_no_geo')}</p>}
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <table class="data-table compact" key={group.kind}>
            <caption>{group.title}</caption>
            <thead>
              <tr>
                <th scope="col">{group.column}</th>
                <th scope="col">{t('links_sends_to')}</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map(([name, target]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td class="break">{target}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {device === null && <p class="muted">{t('links_dev_unknown')}</p>}
    </section>
  );
}
