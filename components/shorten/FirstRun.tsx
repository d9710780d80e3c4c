import { Button } from '@/components/ui';

export interface FirstRunProps {
  onOpenSettings: () => void;
  /** 'permission' when the address is saved but access to it was not granted. */
  reason?: 'missing' | 'permission';
}

export function FirstRun({ onOpenSettings, reason = 'missing' }: FirstRunProps) {
  return (
    <section class="first-run stack" aria-labelledby="first-run-heading">
      <h2 class="section-title" id="first-run-heading">
        {reason === 'missing' ? 'Connect Trim to your link service' : 'Trim needs access to your link service'}
      </h2>
      <p class="muted">
        {reason === 'missing'
          ? 'Enter the address of your link service and your API key once; then every page is one click from a short link.'
          : 'Open the settings and press Save to allow Trim to reach your service.'}
      </p>
      <div>
        <Button variant="primary" onClick={onOpenSettings}>
          Open settings
        </Button>
      </div>
    </section>
  );
}
