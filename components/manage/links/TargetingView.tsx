import { t } from '@/lib/i18n/messages';

/** The link's geo and device targeting, as the details answer reports it (name → target URL). */
export function TargetingView({ location, device }: { location: Record<string, string>; device: Record<string, string> }) {
  const groups = [
    { kind: 'geo', title: t('links_countries'), column: t('links_country'), entries: Object.entries(location) },
    { kind: 'device', title: t('links_devices'), column: t('links_device'), entries: Object.entries(device) },
  ];
  return (
    <section class="card targeting" aria-labelledby="targeting-title">
      <h2 id="targeting-title" class="card-title">
        {t('links_targeting')}
      </h2>
      {groups.every((group) => group.entries.length === 0) ? (
        <p class="muted">{t('links_no_target')}</p>
      ) : (
        groups
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
          ))
      )}
    </section>
  );
}
