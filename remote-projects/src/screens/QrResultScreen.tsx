import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  NotebookIntake,
  NotebookResult,
  SavedRecords,
  payloadFromLocation,
  scanOnPageCodec,
} from '../features/notebook';
import { Alert, ProjectsPage, useHistoryState } from '../features/ui';

/** Where the page's history entry keeps a notebook scanned or pasted on it. */
const SCAN_STATE = 'notebookScan';

/**
 * /e-scan/qr-result: a notebook QR code handed over by the mobile app (in the link), scanned
 * here or pasted, shown as a notebook page and saved; without one, the saved records. A scan
 * made here is kept in the page's history entry, so a reload shows it again instead of the
 * scanner; saved before the reload, the notebook says it is saved already.
 */
export function QrResultScreen() {
  const { t } = useTranslation('projects');
  const location = useLocation();
  const incoming = useMemo(
    () => payloadFromLocation(location.search, location.hash),
    [location.search, location.hash],
  );
  const [scanned, keepScanned] = useHistoryState(SCAN_STATE, scanOnPageCodec);
  const scan = scanned?.scan ?? (incoming.kind === 'scan' ? incoming.scan : null);

  return (
    <ProjectsPage title={t('titles.qrResult')}>
      {incoming.kind === 'invalid' && !scanned && <Alert>{t('notebook.problem.badLink')}</Alert>}
      {scan ? (
        <>
          {/* Each scan made on the page gets its own save state, starting afresh. */}
          <NotebookResult key={scanned?.scannedAt ?? 0} scan={scan} />
          <button
            type="button"
            className="harmo-button"
            onClick={() =>
              // The link's payload is left behind too, so the page opens on the scanner.
              keepScanned(null, incoming.kind === 'none' ? undefined : { to: location.pathname })
            }
          >
            {t('notebook.scanAnother')}
          </button>
        </>
      ) : (
        <>
          <NotebookIntake onScan={(next) => keepScanned({ scan: next, scannedAt: Date.now() })} />
          <SavedRecords />
        </>
      )}
    </ProjectsPage>
  );
}
