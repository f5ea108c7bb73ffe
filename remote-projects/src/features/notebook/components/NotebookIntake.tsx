import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner, type ScannedSymbol } from '@harmo/shared';
import { CameraPanel, TextField, focusFirstInvalid } from '../../ui';
import type { NotebookScan } from '../types/scan';
import { notebookScanProgress } from '../utils/split-parts';

function scanFromSymbols(symbols: readonly ScannedSymbol[]): NotebookScan {
  return {
    encoding: 'shift_jis',
    symbols: symbols.map((s) =>
      s.sequenceSize > 1
        ? {
            bytes: s.bytes,
            sequenceIndex: s.sequenceIndex,
            sequenceSize: s.sequenceSize,
            // zxing gives a QR set's parity byte as its sequence id.
            ...(/^\d+$/.test(s.sequenceId) ? { parity: Number(s.sequenceId) } : {}),
          }
        : { bytes: s.bytes },
    ),
  };
}

/**
 * How a notebook comes in on this page: the camera (every symbol of a split notebook in a row),
 * or its text pasted or typed, for a phone without a camera or a code read by another app.
 */
export function NotebookIntake({ onScan }: { onScan: (scan: NotebookScan) => void }) {
  const { t } = useTranslation('projects');
  const [camera, setCamera] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(t('notebook.intake.pasteRequired'));
      focusFirstInvalid(event);
      return;
    }
    setError(undefined);
    // Pasted text is already characters: it travels as UTF-8 and is read as such.
    onScan({ encoding: 'utf-8', symbols: [{ bytes: new TextEncoder().encode(value) }] });
  };

  return (
    <section className="projects-intake" aria-labelledby="notebook-intake">
      <h2 id="notebook-intake">{t('notebook.intake.title')}</h2>
      <CameraPanel
        open={camera}
        onOpenChange={setCamera}
        openLabel={t('notebook.intake.openCamera')}
        closeLabel={t('notebook.intake.closeCamera')}
      >
        <CameraScanner
          formats={['QRCode']}
          label={t('notebook.intake.cameraLabel')}
          hint={t('notebook.intake.cameraHint')}
          progressOf={notebookScanProgress}
          onComplete={(symbols) => {
            setCamera(false);
            onScan(scanFromSymbols(symbols));
          }}
        />
      </CameraPanel>
      <form className="projects-intake__paste" onSubmit={submit} noValidate>
        <TextField
          multiline
          label={t('notebook.intake.pasteLabel')}
          hint={t('notebook.intake.pasteHint')}
          error={error}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="harmo-button">
          {t('notebook.intake.pasteSubmit')}
        </button>
      </form>
    </section>
  );
}
