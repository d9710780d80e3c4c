import { ClosedAreasNote, RadioGroup, Select, TextArea, TextInput } from '@/components/ui';
import { basicRedirectTypes, campaignOptions, channelOptions, redirectTypeGroups, withCurrent } from '@/lib/forms/choices';
import { toLocalInputValue } from '@/lib/forms/datetime';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import type { DeepLinkMode, ShortenFormValues } from '@/lib/shorten/form-model';
import { countryChoices, deviceChoices, languageChoices } from '@/lib/shorten/targeting';
import { useConnection } from '@/components/connection/context';
import { closedAreas, type Area } from '@/lib/reference/areas';
import { type ReferenceData } from '@/lib/reference/data';
import { t } from '@/lib/i18n/messages';
import { ParameterRows } from './ParameterRows';
import { PixelPicker } from './PixelPicker';
import { TargetRows } from './TargetRows';
import { UtmFields } from '@/components/utm/UtmFields';
import { usePlanDrops } from './use-plan-drops';
import { useUtmTemplates } from '@/components/utm/use-utm-templates';

export interface AdvancedOptionsProps {
  values: ShortenFormValues;
  onChange: (patch: Partial<ShortenFormValues>) => void;
  errors: FieldErrors;
  reference: ReferenceData;
  /** The lists these options show are still being loaded (they arrive, the fields settle). */
  listsLoading: boolean;
  form: string;
}

/** The pickers a plan or a key can close; the quick form's domain picker says nothing itself. */
const PICKER_AREAS = ['domains', 'campaigns', 'channels', 'pixels'] as const;

/** Every other option of POST /api/url/add, grouped the way users think about them. */
export function AdvancedOptions({ values, onChange, errors, reference, listsLoading, form }: AdvancedOptionsProps) {
  const id = (path: string) => fieldId(form, path);
  const connection = useConnection();
  const closed = closedAreas(reference, PICKER_AREAS, connection.source);
  const open = (area: Area) => !closed.some((entry) => entry.area === area);
  const typeGroups = redirectTypeGroups(reference.splash, reference.overlays);
  // A read-back showed the plan drops it: say so instead of offering rows the service would drop.
  const dropped = usePlanDrops();
  const templates = useUtmTemplates();
  const closedBy = (setting: 'geo' | 'device' | 'language', reason: 'plan_no_geo' | 'plan_no_device' | 'plan_no_language') => (dropped?.includes(setting) ? t(reason) : undefined);
  // Busy until every read these options show is in: the lists, what the plan drops, the templates.
  const settling = listsLoading || dropped === null || templates === null;
  return (
    <div class="disclosure-fields" aria-busy={settling ? 'true' : undefined}>
      <ClosedAreasNote closed={closed} />
      <UtmFields url={values.url} onUrl={(url) => onChange({ url })} form={form} templates={templates} />
      {/* Full rows: a name or "No campaign" in a half-width select is cut short in most languages. */}
      {open('campaigns') && (
        <Select
          id={id('campaign')}
          label={t('sh_campaign')}
          value={values.campaign}
          onValue={(campaign) => onChange({ campaign })}
          options={withCurrent(campaignOptions(reference.campaigns), values.campaign)}
          error={errors.campaign}
        />
      )}
      {open('channels') && (
        <Select
          id={id('channel')}
          label={t('sh_channel')}
          value={values.channel}
          onValue={(channel) => onChange({ channel })}
          options={withCurrent(channelOptions(reference.channels), values.channel)}
          error={errors.channel}
        />
      )}
      <RadioGroup
        name={`${form}-status`}
        legend={t('sh_visibility')}
        inline
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: 'private', label: t('sh_private') },
          { value: 'public', label: t('sh_public') },
        ]}
      />
      <Select
        id={id('type')}
        label={t('sh_type')}
        value={values.type}
        onValue={(type) => onChange({ type })}
        options={withCurrent(basicRedirectTypes(), values.type, typeGroups)}
        groups={typeGroups}
        hint={t('form_type_hint')}
        error={errors.type}
      />
      {/* Stacked: beside another field, a date and time is cut short at the popup's width. */}
      <TextInput
        id={id('password')}
        label={t('sh_password')}
        optional
        type="password"
        autocomplete="new-password"
        value={values.password}
        onValue={(password) => onChange({ password })}
        error={errors.password}
      />
      <TextInput
        id={id('expiry')}
        label={t('sh_expires')}
        optional
        type="datetime-local"
        min={toLocalInputValue(new Date())}
        value={values.expiry}
        onValue={(expiry) => onChange({ expiry })}
        error={errors.expiry}
      />
      <TextArea
        id={id('description')}
        label={t('ui_description')}
        optional
        hint={t('sh_description_hint')}
        value={values.description}
        onValue={(description) => onChange({ description })}
        error={errors.description}
      />
      <fieldset class="rows-group">
        <legend class="field-label">{t('sh_social')}</legend>
        <TextInput id={id('metatitle')} label={t('sh_meta_title')} optional value={values.metatitle} onValue={(metatitle) => onChange({ metatitle })} error={errors.metatitle} />
        <TextArea
          id={id('metadescription')}
          label={t('sh_meta_desc')}
          optional
          value={values.metadescription}
          onValue={(metadescription) => onChange({ metadescription })}
          error={errors.metadescription}
        />
        <TextInput
          id={id('metaimage')}
          label={t('sh_meta_image')}
          optional
          type="url"
          placeholder={t('sh_image_ph')}
          hint={t('sh_image_hint')}
          value={values.metaimage}
          onValue={(metaimage) => onChange({ metaimage })}
          error={errors.metaimage}
        />
      </fieldset>
      {open('pixels') && <PixelPicker pixels={reference.pixels} selected={values.pixels} onChange={(pixels) => onChange({ pixels })} form={form} />}
      <TargetRows
        kind="geo"
        form={form}
        rows={values.geo}
        onChange={(geo) => onChange({ geo })}
        choices={countryChoices()}
        errors={errors}
        closedReason={closedBy('geo', 'plan_no_geo')}
      />
      <TargetRows
        kind="device"
        form={form}
        rows={values.device}
        onChange={(device) => onChange({ device })}
        choices={deviceChoices()}
        errors={errors}
        closedReason={closedBy('device', 'plan_no_device')}
      />
      <TargetRows
        kind="language"
        form={form}
        rows={values.language}
        onChange={(language) => onChange({ language })}
        choices={languageChoices()}
        errors={errors}
        closedReason={closedBy('language', 'plan_no_language')}
      />
      <fieldset class="rows-group">
        <legend class="field-label">{t('sh_deep')}</legend>
        <RadioGroup<DeepLinkMode>
          name={`${form}-deeplink`}
          legend={<span class="visually-hidden">{t('sh_deep_mode')}</span>}
          value={values.deeplink}
          onChange={(deeplink) => onChange({ deeplink })}
          options={[
            { value: 'none', label: t('ui_none') },
            { value: 'auto', label: t('sh_deep_auto'), hint: t('sh_deep_auto_hint') },
            { value: 'custom', label: t('sh_deep_custom') },
          ]}
        />
        {values.deeplink === 'custom' && (
          <>
            <TextInput
              id={id('deeplinkApple')}
              label={t('sh_apple')}
              type="url"
              placeholder={'https://apps.apple.com/…'}
              value={values.deeplinkApple}
              onValue={(deeplinkApple) => onChange({ deeplinkApple })}
              error={errors.deeplinkApple}
            />
            <TextInput
              id={id('deeplinkGoogle')}
              label={t('sh_google')}
              type="url"
              placeholder={'https://play.google.com/…'}
              value={values.deeplinkGoogle}
              onValue={(deeplinkGoogle) => onChange({ deeplinkGoogle })}
              error={errors.deeplinkGoogle}
            />
            <p class="field-hint">{t('sh_deep_note')}</p>
          </>
        )}
      </fieldset>
      <ParameterRows rows={values.parameters} onChange={(parameters) => onChange({ parameters })} errors={errors} form={form} />
    </div>
  );
}
