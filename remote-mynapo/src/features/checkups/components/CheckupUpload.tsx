import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@harmo/shared';
import type { CheckupFileResult } from '@harmo/contracts/checkups';
import { useImportCheckupFile } from '../api/import-checkup-file';
import { ImportResults } from './ImportResults';

type UploadState =
  | { status: 'waiting' }
  | { status: 'sending'; share: number }
  | { status: 'done'; files: CheckupFileResult[] }
  | { status: 'failed'; code: string };

interface Upload {
  id: number;
  file: File;
  state: UploadState;
}

/** The api's refusals of a whole upload that have their own message; others share one. */
const KNOWN_FAILURES = new Set([
  'upload_too_large',
  'unsupported_media_type',
  'archive_unreadable',
  'archive_too_large',
  'archive_unsafe_path',
  'archive_empty',
  'network_error',
]);

/**
 * Failures another try of the same file can get past: the connection, or the service (a server
 * error, a session renewed meanwhile). A file refused for what it is needs another file.
 */
const RETRYABLE = new Set(['network_error', 'other']);

/**
 * Files from the computer: the ministry's XML files or its zip bundle, several at once, picked or
 * dropped. They are sent one after another, each with its own progress and its own result.
 */
export function CheckupUpload({ patientId }: { patientId: string }) {
  const { t } = useTranslation('mynapo');
  const inputId = useId();
  const importFile = useImportCheckupFile();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(0);
  const queue = useRef(Promise.resolve());

  const update = (id: number, state: UploadState) =>
    setUploads((current) => current.map((u) => (u.id === id ? { ...u, state } : u)));

  /** Puts the file in the queue: it is sent once those before it have their answer. */
  function send(upload: Upload) {
    queue.current = queue.current.then(async () => {
      update(upload.id, { status: 'sending', share: 0 });
      try {
        const result = await importFile.mutateAsync({
          patientId,
          file: upload.file,
          onProgress: (share) => update(upload.id, { status: 'sending', share }),
        });
        update(upload.id, { status: 'done', files: result.files });
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 'unknown';
        update(upload.id, { status: 'failed', code: KNOWN_FAILURES.has(code) ? code : 'other' });
      }
    });
  }

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    const added = [...files].map((file) => ({
      id: nextId.current++,
      file,
      state: { status: 'waiting' } as UploadState,
    }));
    setUploads((current) => [...current, ...added]);
    for (const upload of added) send(upload);
  }

  /**
   * The file kept from a failed send goes again as it was chosen, without choosing it anew. Put
   * back in the queue at once, it offers no second try while this one is waiting or on its way.
   */
  function retry(upload: Upload) {
    if (upload.state.status !== 'failed') return;
    update(upload.id, { status: 'waiting' });
    send(upload);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  return (
    <section className="mynapo-section" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('upload.heading')}</h2>
      <p className="mynapo-hint">{t('upload.hint')}</p>
      <div
        className={`mynapo-dropzone${dragging ? ' mynapo-dropzone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="mynapo-dropzone__text">{t('upload.drop')}</p>
        <label htmlFor={inputId} className="harmo-button harmo-button--primary">
          {t('upload.pick')}
        </label>
        <input
          id={inputId}
          className="mynapo-visually-hidden"
          type="file"
          multiple
          accept=".xml,.zip,application/xml,text/xml,application/zip"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="mynapo-uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.id} className="mynapo-upload">
              <span className="mynapo-upload__name">{upload.file.name}</span>
              {upload.state.status === 'waiting' && <span>{t('upload.waiting')}</span>}
              {upload.state.status === 'sending' && (
                <progress
                  max={1}
                  value={upload.state.share}
                  aria-label={t('upload.sending', { name: upload.file.name })}
                />
              )}
              {upload.state.status === 'failed' && (
                <span className="mynapo-upload__failed">
                  {t(`upload.failed.${upload.state.code}`)}
                </span>
              )}
              {upload.state.status === 'failed' && RETRYABLE.has(upload.state.code) && (
                <button
                  type="button"
                  className="harmo-button harmo-button--small"
                  aria-label={t('upload.retryFile', { name: upload.file.name })}
                  onClick={() => retry(upload)}
                >
                  {t('upload.retry')}
                </button>
              )}
              {upload.state.status === 'done' && (
                <ImportResults files={upload.state.files} uploadName={upload.file.name} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
