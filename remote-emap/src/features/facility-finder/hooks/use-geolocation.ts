import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../facility-map';

export type GeolocationFailure = 'denied' | 'unavailable' | 'unsupported';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  | { status: 'failed'; reason: GeolocationFailure };

/** A phone indoors can take a while; after this the user is told and can try again. */
const LOCATE_TIMEOUT_MS = 15_000;
/** A position a minute old is still where the user is looking for a pharmacy. */
const POSITION_MAX_AGE_MS = 60_000;

/** Why the browser gave no position, in the terms the screen explains. */
export function geolocationFailure(
  error: Pick<GeolocationPositionError, 'code'>,
): GeolocationFailure {
  // 1: PERMISSION_DENIED; 2: POSITION_UNAVAILABLE; 3: TIMEOUT.
  return error.code === 1 ? 'denied' : 'unavailable';
}

/**
 * The device's position, asked for only when the user presses the button. Denied, unsupported
 * or failed, it says why and nothing else changes.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation || (typeof window !== 'undefined' && window.isSecureContext === false)) {
      setState({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    try {
      geolocation.getCurrentPosition(
        (position) => {
          if (!mounted.current) return;
          setState({
            status: 'located',
            position: { lat: position.coords.latitude, lng: position.coords.longitude },
          });
        },
        (error) => {
          if (mounted.current) setState({ status: 'failed', reason: geolocationFailure(error) });
        },
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      // A policy that blocks geolocation can throw instead of calling back.
      setState({ status: 'failed', reason: 'unsupported' });
    }
  }, []);

  const forget = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, forget };
}
