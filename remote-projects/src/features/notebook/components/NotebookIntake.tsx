import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner, type ScannedSymbol } from '@harmo/shared';
import { CameraPanel, TextField, focusFirstInvalid, useAccountDraft } from '../../ui';
import type { NotebookScan } from '../types/scan';
import { readScan } from '../utils/read-scan';
import type { ScanProblem } from '../utils/scan-problem';
import { notebookScanProgress } from '../utils/split-parts';
import { ScanProblemMessage } from './ScanProblemMessage';

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

const readPastedText = (stored: unknown) => (typeof stored === 'string' ? stored : null);

/**
 * How a notebook comes in on this page: the camera (every symbol of a split notebook in a row),
 * or its text pasted or typed, for a phone without a camera or a code read by another app.
 * Only a notebook that can be read is handed on: anything else is refused here, with the form
 * and what was typed kept, so the user can correct it or read the code again. What is typed is
 * also a draft of this tab for the account signed in, so a reload keeps it until it is read.
 */
export function NotebookIntake({ onScan }: { onScan: (scan: NotebookScan) => void }) {
  const { t } = useTranslation('projects');
  const [camera, setCamera] = useState(false);
  const [text, setText, forgetText] = useAccountDraft('notebook-paste', readPastedText, () => '');
  const [error, setError] = useState<string | undefined>();
  const [cameraProblem, setCameraProblem] = useState<ScanProblem | null>(null);
  const cameraProblemRef = useRef<HTMLDivElement>(null);

  // The camera closes as it hands over a code, taking the focus with it: the focus goes to why
  // the code was refused instead, next to the button that opens the camera again.
  useEffect(() => {
    if (cameraProblem) cameraProblemRef.current?.focus();
  }, [cameraProblem]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCameraProblem(null);
    const value = text.trim();
    if (!value) {
      setError(t('notebook.intake.pasteRequired'));
      focusFirstInvalid(event);
      return;
    }
    // Pasted text is already characters: it travels as UTF-8 and is read as such.
    const scan: NotebookScan = {
      encoding: 'utf-8',
      symbols: [{ bytes: new TextEncoder().encode(value) }],
    };
    const read = readScan(scan);
    if (!read.ok) {
      // Worded for text in the field, which the user corrects there rather than reads again.
      const { problem } = read;
      setError(
        t(
          `notebook.intake.pasted.${problem.kind}`,
          problem.kind === 'missingParts' ? { total: problem.total } : {},
        ),
      );
      focusFirstInvalid(event);
      return;
    }
    setError(undefined);
    // Read: from here the page keeps the notebook itself.
    forgetText();
    onScan(scan);
  };

  return (
    <section className="projects-intake" aria-labelledby="notebook-intake">
      <h2 id="notebook-intake">{t('notebook.intake.title')}</h2>
      <CameraPanel
        open={camera}
        onOpenChange={(open) => {
          if (open) setCameraProblem(null);
          setCamera(open);
        }}
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
            const scan = scanFromSymbols(symbols);
            const read = readScan(scan);
            if (read.ok) onScan(scan);
            else setCameraProblem(read.problem);
          }}
        />
      </CameraPanel>
      {cameraProblem && (
        <div ref={cameraProblemRef} tabIndex={-1}>
          <ScanProblemMessage problem={cameraProblem} />
        </div>
      )}
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
