import { lazy, Suspense } from 'react';
import { FullAreaSpinner } from '../ui/Spinner';
import type { CameraScannerProps } from './CameraScanner';

export type { CameraScannerProps } from './CameraScanner';
export type {
  CameraProblem,
  ScanFormat,
  ScanProgress,
  ScanProgressOf,
  ScannedSymbol,
} from './types';
export { addSymbol, hasSymbol, structuredAppendProgress } from './collect-symbols';
export { cameraProblemOf, canUseCamera } from './camera-problem';

// The camera view and the decoder (about 1 MB of WebAssembly) load only when a scanner opens.
const LazyCameraScanner = lazy(
  () => import(/* webpackChunkName: "camera-scanner" */ './CameraScanner'),
);

/** The camera scanner; its code and decoder are fetched the first time one is shown. */
export function CameraScanner(props: CameraScannerProps) {
  return (
    <Suspense fallback={<FullAreaSpinner />}>
      <LazyCameraScanner {...props} />
    </Suspense>
  );
}
