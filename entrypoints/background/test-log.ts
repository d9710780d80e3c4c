// e2e build only: what the notifications said, since Chrome lets a test list notification
// ids but not read their text (the tests check wording and that the key never appears).
export interface ShownNotification {
  id: string;
  title: string;
  message: string;
}

export function logNotificationForTests(note: ShownNotification): void {
  if (import.meta.env.MODE !== 'e2e') return;
  const scope = globalThis as { __trimNotifications?: ShownNotification[] };
  (scope.__trimNotifications ??= []).push(note);
}

/** e2e build only: the right-click items as last registered (Chrome gives no way to list them). */
export function logMenusForTests(items: readonly { id?: string | number; title?: string; parentId?: string | number }[]): void {
  if (import.meta.env.MODE !== 'e2e') return;
  (globalThis as { __trimMenus?: unknown }).__trimMenus = items.map(({ id, title, parentId }) => ({ id, title, ...(parentId === undefined ? {} : { parentId }) }));
}
