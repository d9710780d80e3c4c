/** The link's geo and device targeting, as the details answer reports it (name → target URL). */
export function TargetingView({ location, device }: { location: Record<string, string>; device: Record<string, string> }) {
  const groups = [
    { title: 'Countries', entries: Object.entries(location) },
    { title: 'Devices', entries: Object.entries(device) },
  ];
  return (
    <section class="card targeting" aria-labelledby="targeting-title">
      <h2 id="targeting-title" class="card-title">
        Targeting
      </h2>
      {groups.every((group) => group.entries.length === 0) ? (
        <p class="muted">Every visitor goes to the destination: no country or device targeting.</p>
      ) : (
        groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <table class="data-table compact" key={group.title}>
              <caption>{group.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{group.title === 'Countries' ? 'Country' : 'Device'}</th>
                  <th scope="col">Sends to</th>
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
