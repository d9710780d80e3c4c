import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { Disclosure } from '@/components/ui/Disclosure';
import { Select } from '@/components/ui/Select';
import { TextInput } from '@/components/ui/TextInput';
import { useLatest } from '@/components/ui/use-latest';
import { lazyComponent } from '@/components/ui/lazy';
import { domainOptions, withCurrent } from '@/lib/forms/quick-choices';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { ALIAS_MAX, firstInvalidField, isAdvancedField, type ShortenFormValues } from '@/lib/shorten/form-model';
import type { ReferenceState } from '@/components/reference/use-reference';
import { t } from '@/lib/i18n/messages';
import { useScrollPaddingEnd } from './use-scroll-padding';
import './shorten.css';

export const SHORTEN_FORM_ID = 'shorten';

// Most shortens never open "More options": its code (and the country/language lists) loads on demand.
const AdvancedOptions = lazyComponent(() => import('./AdvancedOptions').then((m) => m.AdvancedOptions));

/** Focuses an element that may only appear after a lazy section has loaded (gives up after ~2 s). */
function focusWhenPresent(id: string, attempts = 120) {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (attempts > 0) requestAnimationFrame(() => focusWhenPresent(id, attempts - 1));
}

/** What the form shows and does: use-shorten.ts's state, or any with the same parts. */
export interface ShortenFormState {
  values: ShortenFormValues;
  change: (patch: Partial<ShortenFormValues>) => void;
  /** Per-field messages (client validation or the server's "alias is taken"). */
  errors: FieldErrors;
  /** Bumped after each refused submit: the first invalid field then gets focus. */
  errorsVersion: number;
  submit: () => Promise<void>;
  busy: boolean;
}

export interface ShortenFormProps {
  form: ShortenFormState;
  /** The pickers' lists, and whether More options' are still loading. */
  reference: Pick<ReferenceState, 'data' | 'loading'>;
  advanced: { open: boolean; toggle: (open: boolean) => void };
  /** Disables Shorten (e.g. while the rate limit is spent) with the reason shown beside it. */
  blockedReason?: string | undefined;
  /** An alert above the button (request failures); the values stay as typed. */
  notice?: ComponentChildren;
  /** A quiet progress note beside the button (e.g. the lookup still running); no layout shift. */
  status?: ComponentChildren;
}

/** The quick form (URL, alias, domain) and the advanced options behind a disclosure. */
export function ShortenForm({ form, reference: lists, advanced, blockedReason, notice, status }: ShortenFormProps) {
  const { values, change: onChange, errors, errorsVersion, busy } = form;
  const reference = lists.data;
  // The cache knows which lists the plan or the key leaves out (the advanced options say why).
  const domainsOpen = !reference.unavailable.includes('domains');
  const id = (path: string) => fieldId(SHORTEN_FORM_ID, path);

  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingEnd(bar);

  // Only a new refusal moves focus, not every re-render.
  const refused = useLatest({ errors, advanced });
  useEffect(() => {
    if (errorsVersion === 0) return;
    const { errors, advanced } = refused.current;
    const path = firstInvalidField(errors);
    if (!path) return;
    if (isAdvancedField(path) && !advanced.open) advanced.toggle(true);
    requestAnimationFrame(() => focusWhenPresent(fieldId(SHORTEN_FORM_ID, path)));
  }, [errorsVersion, refused]);

  return (
    <form
      class="shorten-form stack"
      noValidate
      aria-label={t('sh_form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !blockedReason) void form.submit();
      }}
    >
      <TextInput id={id('url')} label={t('sh_url')} type="url" value={values.url} onValue={(url) => onChange({ url })} error={errors.url} spellcheck={false} />
      {/* One field a row: half the popup's width cuts a select's option short ("Predeterminado del"). */}
      <TextInput
        id={id('alias')}
        label={t('sh_alias')}
        optional
        value={values.alias}
        onValue={(alias) => onChange({ alias })}
        error={errors.alias}
        hint={errors.alias ? undefined : t('sh_alias_hint')}
        maxLength={ALIAS_MAX}
        dir="ltr"
        autocomplete="off"
        spellcheck={false}
      />
      {domainsOpen && (
        <Select
          id={id('domain')}
          label={t('sh_domain')}
          value={values.domain}
          onValue={(domain) => onChange({ domain })}
          options={withCurrent(domainOptions(reference.domains), values.domain)}
          error={errors.domain}
        />
      )}
      <Disclosure class="advanced" summary={t('sh_more')} open={advanced.open} onToggle={advanced.toggle}>
        <AdvancedOptions values={values} onChange={onChange} errors={errors} reference={reference} listsLoading={lists.loading} form={SHORTEN_FORM_ID} />
      </Disclosure>
      {notice}
      <div class="form-actions" ref={bar}>
        <Button type="submit" variant="primary" busy={busy} disabled={Boolean(blockedReason)} aria-describedby={blockedReason ? 'shorten-blocked' : undefined}>
          {t('sh_shorten')}
        </Button>
        {blockedReason ? (
          <span class="muted small" id="shorten-blocked">
            {blockedReason}
          </span>
        ) : (
          <span class="muted small form-status" role="status">
            {status}
          </span>
        )}
      </div>
    </form>
  );
}
