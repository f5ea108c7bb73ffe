import { useParsedScan } from '../hooks/use-parsed-scan';
import type { NotebookScan } from '../types/scan';
import { NotebookContent } from './NotebookContent';
import { SaveScan } from './SaveScan';
import { ScanProblemMessage } from './ScanProblemMessage';

/** A scanned notebook: its content, read here, and saving it; or why it cannot be read. */
export function NotebookResult({ scan }: { scan: NotebookScan }) {
  const parsed = useParsedScan(scan);
  if (!parsed.ok) return <ScanProblemMessage problem={parsed.problem} />;
  return (
    <>
      <SaveScan scan={scan} />
      <NotebookContent notebook={parsed.notebook} />
    </>
  );
}
