import { useRef, useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, CopyButton, Field, Select, TextInput } from '@/components/ui';
import type { FileUploaded } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { useConnection } from '@/components/connection/context';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateUpload, type UploadFormValues } from '@/lib/manage/upload-form';
import { uploadFile } from '@/lib/manage/upload';
import { useReference } from '@/components/reference/use-reference';
import { DropZone } from './DropZone';
import { UploadProgressBar } from './UploadProgressBar';
import { WebLink } from '@/components/ui/WebLink';

const EMPTY: UploadFormValues = { name: '', alias: '', domain: '', password: '', expiry: '', maxDownloads: '' };

/** Upload with every option of the API; the progress bar shows it under way, then done. */
export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  // Branded domains are refreshed once the form is used, not when the Files section opens.
  const [wanted, setWanted] = useState(false);
  const reference = useReference(wanted, ['domains']);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<UploadFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The size of the file being sent, or just sent. */
  const [sending, setSending] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<FileUploaded | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const connection = useConnection();

  const choose = (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setSending(null);
    setError(null);
    // The name defaults to the file's own; a name typed before stays.
    setValues((current) => ({ ...current, name: current.name || chosen.name }));
  };
  const field = (key: keyof UploadFormValues) => ({
    id: `upload-${key}`,
    value: values[key],
    onValue: (value: string) => setValues({ ...values, [key]: value }),
    error: errors[key],
  });

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) {
      setErrors({ file: t('file_missing') });
      document.getElementById('upload-file')?.focus();
      return;
    }
    const checked = validateUpload(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`upload-${Object.keys(checked.errors)[0] ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    setError(null);
    setResult(null);
    setCancelled(false);
    setUploading(true);
    setSending(file.size);
    const controller = new AbortController();
    abort.current = controller;
    // The stored file name carries the extension of the chosen file.
    const { name, ...options } = checked.value;
    try {
      const uploaded = await uploadFile(connection, file, file.name, { ...options, name }, controller.signal);
      setResult(uploaded);
      setFile(null);
      setValues(EMPTY);
      onUploaded();
    } catch (failure) {
      // A cancel is the user's own doing: say so plainly instead of reporting a failure.
      if (controller.signal.aborted) setCancelled(true);
      else setError(failure);
    } finally {
      setUploading(false);
      abort.current = null;
    }
  };

  return (
    <form class="card stack" onSubmit={submit} noValidate aria-labelledby="upload-title" onFocusCapture={() => setWanted(true)} onPointerDownCapture={() => setWanted(true)}>
      <h2 class="card-title" id="upload-title">
        {t('file_upload_title')}
      </h2>
      <DropZone id="upload-file" file={file} onFile={choose} disabled={uploading} />
      {errors['file'] && (
        <p class="field-error" role="alert">
          {errors['file']}
        </p>
      )}
      <div class="form-grid">
        <TextInput {...field('name')} label={t('ui_name')} hint={t('file_name_hint')} />
        <TextInput {...field('alias')} label={t('file_alias')} optional dir="ltr" />
        <Select
          id="upload-domain"
          label={t('file_domain')}
          value={values.domain}
          onValue={(domain) => setValues({ ...values, domain })}
          options={[{ value: '', label: t('file_default_domain') }, ...(reference.data.domains ?? []).map((d) => ({ value: d.domain, label: d.domain }))]}
          error={errors['domain']}
        />
        <TextInput {...field('password')} label={t('file_password')} type="password" autoComplete="new-password" optional />
        {/* TextInput offers no type="date"; the same Field wiring around a native date input. */}
        <Field id="upload-expiry" label={t('file_until')} error={errors['expiry']} optional>
          {(control) => <input {...control} type="date" class="input" value={values.expiry} onInput={(event) => setValues({ ...values, expiry: event.currentTarget.value })} />}
        </Field>
        <TextInput {...field('maxDownloads')} label={t('file_max_downloads')} inputMode="numeric" optional />
      </div>
      {sending !== null && (uploading || result) && <UploadProgressBar size={sending} done={!uploading} />}
      <ApiErrorAlert error={error} onDismiss={() => setError(null)} />
      {cancelled && <Alert tone="info" title={t('file_cancelled')} />}
      {result && (
        <Alert tone="success" title={t('file_done')}>
          <span class="row">
            <WebLink href={result.shorturl}>{result.shorturl}</WebLink>
            <CopyButton size="sm" label={t('ui_copy')} aria-label={t('file_copy_result')} getText={() => result.shorturl} />
          </span>
        </Alert>
      )}
      <div class="row">
        <Button type="submit" variant="primary" busy={uploading}>
          {t('file_upload')}
        </Button>
        {uploading && <Button onClick={() => abort.current?.abort()}>{t('file_cancel')}</Button>}
      </div>
    </form>
  );
}
