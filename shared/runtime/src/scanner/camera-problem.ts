import type { CameraProblem } from './types';

/**
 * Names what went wrong when the camera was asked for (getUserMedia's DOMException names), so
 * the user is told what to do: allow the camera, use another device, or close the app that
 * holds it. Without `navigator.mediaDevices` (an insecure page, an old browser) there is no
 * camera to ask for at all.
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** Whether this browser can ask for a camera at all. */
export function canUseCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}
