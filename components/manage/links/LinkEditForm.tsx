import { useMemo, useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextArea, TextInput } from '@/components/ui';
import type { LinkDetails, LinkInput } from '@/lib/api';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { countryChoices, deviceChoices, languageChoices } from '@/lib/shorten/targeting';
import { editValuesFrom, resetBySave, settingNames, unknownSettings, validateLinkEdit, type LinkEditValues, type UnreportedSetting } from '@/lib/manage/link-edit';
import type { ComponentChildren } from 'preact';
import { builtInRedirects, redirectGroups } from '@/lib/manage/redirect-types';
import { firstInvalidField, type DeepLinkMode } from '@/lib/shorten/form-model';
import { useConnection } from '@/components/connection/context';
import { useAction } from '@/components/manage/use-resource';
import { pageLinks } from '@/lib/links/in-page';
import { knownBody, type KnownLink } from '@/lib/links/update-body';
import type { DroppedSetting } from '@/lib/links/plan-drops';
import { useReference } from '@/components/reference/use-reference';
import { ParameterRows } from '@/components/shorten/ParameterRows';
import { PixelPicker } from '@/components/shorten/PixelPicker';
import { TargetRows } from '@/components/shorten/TargetRows';

const FORM = 'edit';

/**
 * Edits a link. A save is a full write: the form opens on the link's whole known state (what the
 * service reports, and the body Trim last sent) and lib/links sends it whole with the changes.
 * For a link Trim does not know (made elsewhere, or changed there since), each setting the service
 * does not report is marked "Not reported" in its label, and the note above Save says once which
 * of them a save would reset. A refusal keeps every typed value in place.
 */
export function LinkEditForm({
  details,
  remembered,
  onSaved,
  onCancel,
}: {
  details: LinkDetails;
  remembered: LinkInput | null;
  /** `readBack`: the link as the service now reports it, when the save read it back (no second read needed). */
  onSaved: (dropped: DroppedSetting[], readBack: LinkDetails | null) => void;
  onCancel: () => void;
}) {
  const known = useMemo<KnownLink>(() => ({ reported: details, remembered }), [details, remembered]);
  const original = useMemo(() => editValuesFrom(knownBody(known), details, remembered !== null), [known, details, remembered]);
  const unknown = useMemo(() => unknownSettings(remembered !== null, details.device !== null), [remembered, details.device]);
  const [values, setValues] = useState<LinkEditValues>(original);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [nothing, setNothing] = useState(false);
  const save = useAction();
  const connection = useConnection();
  // Pixels from the cache only: loading them here would spend a request this form did not before.
  const reference = useReference(true, ['splash', 'overlays']);
  const pixels = reference.data.pixels ?? [];
  const id = (path: string) => fieldId(FORM, path);
  const set =
    <K extends keyof LinkEditValues>(key: K) =>
    (value: LinkEditValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setNothing(false);
    };
  // Part of the field's name, so it is announced with it; the note above Save explains it once.
  const mark = (setting: UnreportedSetting) => (unknown.includes(setting) ? <span class="badge">{t('links_unknown_opt')}</span> : undefined);
  const marked = (label: string, setting: UnreportedSetting): ComponentChildren =>
    unknown.includes(setting) ? (
      <>
        {label} {mark(setting)}
      </>
    ) : (
      label
    );
  const notReported = (setting: UnreportedSetting) => (unknown.includes(setting) ? [{ value: '', label: t('links_unknown_opt') }] : []);
  const resets = resetBySave(unknown, values);

  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validateLinkEdit(original, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstInvalidField(checked.errors);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    if (Object.keys(checked.value).length === 0) {
      setNothing(true);
      return;
    }
    // With a setting a plan may drop silently, the link is read back once to say what was not kept.
    const done = await save.run(() => pageLinks(connection).update(details.id, known, checked.value, { checkKept: true }));
    if (done) onSaved(done.dropped, done.readBack);
  };

  return (
    <form class="card stack edit-form" onSubmit={submit} noValidate aria-labelledby="edit-title">
      <h2 id="edit-title" class="card-title">
        {t('links_edit_title')}
      </h2>
      <div class="form-grid">
        <TextInput id={id('url')} label={t('links_destination')} type="url" value={values.url} onValue={set('url')} error={errors['url']} required />
        <TextInput id={id('alias')} label={t('links_alias')} value={values.alias} onValue={set('alias')} error={errors['alias']} hint={t('links_alias_hint')} dir="ltr" />
      </div>
      {/* In a body `description` is the private note; the Description users see on their link is the meta description. */}
      <TextArea id={id('metadescription')} label={t('ui_description')} value={values.metadescription} onValue={set('metadescription')} error={errors['metadescription']} optional />
      <TextInput id={id('metatitle')} label={t('sh_meta_title')} value={values.metatitle} onValue={set('metatitle')} error={errors['metatitle']} optional />
      <TextArea
        id={id('description')}
        label={marked(t('links_note'), 'note')}
        value={values.description}
        onValue={set('description')}
        error={errors['description']}
        hint={t('sh_description_hint')}
        optional
      />
      <div class="form-grid">
        <Select
          id={id('type')}
          label={t('links_redirect')}
          value={values.type}
          onValue={set('type')}
          options={[...notReported('type'), ...builtInRedirects()]}
          groups={redirectGroups(reference.data.splash ?? [], reference.data.overlays ?? [])}
          error={errors['type']}
          hint={t('links_redirect_hint', t('mg_sec_redirects'))}
        />
        <Select
          id={id('status')}
          label={t('sh_visibility')}
          value={values.status}
          onValue={(status) => set('status')(status as LinkEditValues['status'])}
          options={[...notReported('status'), { value: 'private', label: t('sh_private') }, { value: 'public', label: t('sh_public') }]}
        />
        <TextInput
          id={id('password')}
          label={marked(t('sh_password'), 'password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={set('password')}
          error={errors['password']}
          optional
        />
        <TextInput id={id('expiry')} label={t('links_expires')} type="datetime-local" value={values.expiry} onValue={set('expiry')} error={errors['expiry']} optional />
      </div>
      <div class="targeting-grid">
        <TargetRows kind="geo" form={FORM} rows={values.geo} choices={countryChoices()} errors={errors} onChange={set('geo')} />
        <TargetRows kind="device" form={FORM} rows={values.device} choices={deviceChoices()} errors={errors} onChange={set('device')} mark={mark('device')} />
        <TargetRows kind="language" form={FORM} rows={values.language} choices={languageChoices()} errors={errors} onChange={set('language')} mark={mark('language')} />
      </div>
      <ParameterRows rows={values.parameters} onChange={set('parameters')} errors={errors} form={FORM} mark={mark('parameters')} />
      {pixels.length > 0 && <PixelPicker pixels={pixels} selected={values.pixels} onChange={set('pixels')} form={FORM} mark={mark('pixels')} />}
      <div class="form-grid">
        <Select
          id={id('deeplink')}
          label={marked(t('sh_deep'), 'deeplink')}
          value={values.deeplink}
          onValue={(mode) => set('deeplink')(mode as DeepLinkMode)}
          options={[
            { value: 'none', label: t('ui_none') },
            { value: 'auto', label: t('sh_deep_auto') },
            { value: 'custom', label: t('sh_deep_custom') },
          ]}
        />
        {values.deeplink === 'custom' && (
          <>
            <TextInput id={id('deeplinkApple')} label={t('sh_apple')} type="url" value={values.deeplinkApple} onValue={set('deeplinkApple')} error={errors['deeplinkApple']} />
            <TextInput id={id('deeplinkGoogle')} label={t('sh_google')} type="url" value={values.deeplinkGoogle} onValue={set('deeplinkGoogle')} error={errors['deeplinkGoogle']} />
          </>
        )}
      </div>
      {resets.length > 0 && <Alert tone="warning" live={false} title={t('links_resets', settingNames(resets))} />}
      <ApiErrorAlert error={save.error} onDismiss={save.clearError} />
      {nothing && <Alert tone="info" title={t('links_nothing')} />}
      <div class="row">
        <Button type="submit" variant="primary" busy={save.pending}>
          {t('links_save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('ui_cancel')}
        </Button>
      </div>
    </form>
  );
}
