/** `2026-11-22 14:05:00` as shown in lists: the date, with the full value on hover. */
export function DateText({ value }: { value: string }) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return (
    <time dateTime={value.replace(' ', 'T')} title={value}>
      {day ?? value}
    </time>
  );
}
