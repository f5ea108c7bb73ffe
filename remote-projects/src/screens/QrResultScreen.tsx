import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  NotebookIntake,
  NotebookResult,
  SavedRecords,
  payloadFromLocation,
  type NotebookScan,
} from '../features/notebook';
import { Alert, ProjectsPage } from '../features/ui';

/**
 * /e-scan/qr-result: a notebook QR code handed over by the mobile app (in the link), scanned
 * here or pasted, shown as a notebook page and saved; without one, the saved records.
 */
export function QrResultScreen() {
  const { t } = useTranslation('projects');
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = useMemo(
    () => payloadFromLocation(location.search, location.hash),
    [location.search, location.hash],
  );
  // Each scan made on the page gets its own number, so its save state starts afresh.
  const [scanned, setScanned] = useState<{ scan: NotebookScan; number: number } | null>(null);
  const scan = scanned?.scan ?? (incoming.kind === 'scan' ? incoming.scan : null);

  return (
    <ProjectsPage title={t('titles.qrResult')}>
      {incoming.kind === 'invalid' && !scanned && <Alert>{t('notebook.problem.badLink')}</Alert>}
      {scan ? (
        <>
          <NotebookResult key={scanned?.number ?? 0} scan={scan} />
          <button
            type="button"
            className="harmo-button"
            onClick={() => {
              setScanned(null);
              // The link's payload is left behind too, so the page opens on the scanner.
              if (incoming.kind !== 'none') void navigate(location.pathname);
            }}
          >
            {t('notebook.scanAnother')}
          </button>
        </>
      ) : (
        <>
          <NotebookIntake
            onScan={(next) => setScanned({ scan: next, number: (scanned?.number ?? 0) + 1 })}
          />
          <SavedRecords />
        </>
      )}
    </ProjectsPage>
  );
}
