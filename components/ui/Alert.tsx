import type { ComponentChildren } from 'preact';

export interface AlertProps {
  tone: 'error' | 'warning' | 'info' | 'success';
  /** Plain text; server messages arrive here and are escaped by Preact. */
  title: ComponentChildren;
  children?: ComponentChildren;
  /** Extra buttons (retry, dismiss) under the text. */
  actions?: ComponentChildren;
  /** Errors interrupt (role="alert"); everything else is announced politely (role="status"). */
  live?: boolean;
}

const ICONS = { error: '!', warning: '!', info: 'i', success: '✓' } as const;

export function Alert({ tone, title, children, actions, live = true }: AlertProps) {
  const role = !live ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div class={`alert alert-${tone}`} role={role}>
      <span class="alert-icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div class="alert-content">
        <p class="alert-title">{title}</p>
        {children && <div class="alert-body">{children}</div>}
        {actions && <div class="alert-actions">{actions}</div>}
      </div>
    </div>
  );
}
