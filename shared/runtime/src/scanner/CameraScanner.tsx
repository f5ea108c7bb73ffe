import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseCamera, cameraProblemOf } from './camera-problem';
import { addSymbol, structuredAppendProgress } from './collect-symbols';
import { decodeFrame, warmUpDecoder } from './decode-frame';
import type {
  CameraProblem,
  ScanFormat,
  ScanProgress,
  ScanProgressOf,
  ScannedSymbol,
} from './types';

export interface CameraScannerProps {
  /** What to look for: QR codes, JAN codes, or both. */
  formats: readonly ScanFormat[];
  /** Called once, with every symbol of the set, when the set is complete. */
  onComplete: (symbols: ScannedSymbol[]) => void;
  /** How many symbols make the set; by default a QR Structured Append set or one symbol. */
  progressOf?: ScanProgressOf;
  /** Accessible name of the camera view ("お薬手帳のQRコードを読み取るカメラ"). */
  label: string;
  /** What the user should point the camera at, shown under the view before the first symbol. */
  hint: string;
}

/** Time between two decoded frames: quick enough to feel instant, light on a phone's CPU. */
const FRAME_INTERVAL_MS = 150;
/** Frames are read at most this wide; a QR code in view is large enough at this size. */
const MAX_FRAME_WIDTH = 1280;

type TorchTrack = MediaStreamTrack & {
  getCapabilities?: () => MediaTrackCapabilities & { torch?: boolean };
};

function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = (track as TorchTrack | undefined)?.getCapabilities?.();
  return Boolean(capabilities && 'torch' in capabilities && capabilities.torch);
}

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera view of the scanner: the back camera by default, several symbols in a row for a
 * split code with "2 of 3 read", the torch and a camera switch where the device has them, and
 * a plain message when the camera is refused or missing (the screen keeps its typed fallback).
 * Loaded on demand with the decoder's WebAssembly (see `CameraScanner` in the package index).
 */
export default function CameraScanner({
  formats,
  onComplete,
  progressOf = structuredAppendProgress,
  label,
  hint,
}: CameraScannerProps) {
  const { t } = useTranslation('common');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const symbolsRef = useRef<readonly ScannedSymbol[]>([]);
  const doneRef = useRef(false);
  const [problem, setProblem] = useState<CameraProblem | null>(() =>
    canUseCamera() ? null : 'unsupported',
  );
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState<ScanProgress>({ read: 0, total: null, complete: false });
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [torchAvailable, setTorchAvailable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);

  const formatsKey = formats.join(',');
  const complete = useRef(onComplete);
  complete.current = onComplete;
  const progressRef = useRef(progressOf);
  progressRef.current = progressOf;

  // Start (or switch) the camera.
  useEffect(() => {
    if (!canUseCamera()) return undefined;
    let cancelled = false;
    warmUpDecoder();
    const video: MediaTrackConstraints = deviceId
      ? { deviceId: { exact: deviceId } }
      : { facingMode: { ideal: 'environment' } };
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { ...video, width: { ideal: 1280 }, height: { ideal: 720 } },
      })
      .then(async (stream) => {
        if (cancelled) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        const element = videoRef.current;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        setTorchAvailable(hasTorch(stream.getVideoTracks()[0]));
        setTorchOn(false);
        setProblem(null);
        setStarted(true);
        // Labels and the number of cameras are known only once the camera was allowed.
        const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
        if (!cancelled) setCameras(devices.filter((d) => d.kind === 'videoinput'));
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(cameraProblemOf(error));
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [deviceId]);

  // Read frames until the set is complete.
  useEffect(() => {
    if (!started) return undefined;
    const wanted = formatsKey.split(',') as ScanFormat[];
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const readFrame = async () => {
      const video = videoRef.current;
      if (stopped || doneRef.current || !video || !context) return;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        try {
          const found = await decodeFrame(frame, wanted);
          let symbols = symbolsRef.current;
          for (const symbol of found) symbols = addSymbol(symbols, symbol);
          if (symbols !== symbolsRef.current) {
            symbolsRef.current = symbols;
            const next = progressRef.current(symbols);
            setProgress(next);
            if (next.complete && !doneRef.current) {
              doneRef.current = true;
              stopStream(streamRef.current);
              complete.current([...symbols]);
              return;
            }
          }
        } catch {
          // The decoder could not load (no WebAssembly, file missing): the camera is useless.
          if (!stopped) setProblem('failed');
          return;
        }
      }
      if (!stopped) timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
    };
    timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [started, formatsKey]);

  const toggleTorch = useCallback(() => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const next = !torchOn;
    track
      .applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => setTorchOn(next))
      .catch(() => setTorchAvailable(false));
  }, [torchOn]);

  const switchCamera = useCallback(() => {
    if (cameras.length < 2) return;
    const current = streamRef.current?.getVideoTracks()[0]?.getSettings().deviceId;
    const index = cameras.findIndex((c) => c.deviceId === current);
    const next = cameras[(index + 1) % cameras.length];
    if (next) {
      setStarted(false);
      setDeviceId(next.deviceId);
    }
  }, [cameras]);

  if (problem) {
    return (
      <div
        className="harmo-scanner harmo-scanner--problem"
        role="alert"
        data-testid="scanner-problem"
      >
        <p className="harmo-scanner__problem">{t(`scanner.problem.${problem}`)}</p>
      </div>
    );
  }

  const multi = progress.total !== null && progress.total > 1;
  return (
    <section className="harmo-scanner" aria-label={label}>
      <div className="harmo-scanner__view">
        <video
          ref={videoRef}
          className="harmo-scanner__video"
          muted
          playsInline
          aria-hidden="true"
        />
        <span className="harmo-scanner__frame" aria-hidden="true" />
      </div>
      <p
        className="harmo-scanner__status"
        role="status"
        aria-live="polite"
        data-testid="scanner-status"
      >
        {!started
          ? t('scanner.starting')
          : multi
            ? t('scanner.progress', { read: progress.read, total: progress.total })
            : hint}
      </p>
      {(torchAvailable || cameras.length > 1) && (
        <div className="harmo-row">
          {torchAvailable && (
            <button
              type="button"
              className="harmo-button harmo-button--small"
              aria-pressed={torchOn}
              onClick={toggleTorch}
            >
              {t('scanner.torch')}
            </button>
          )}
          {cameras.length > 1 && (
            <button
              type="button"
              className="harmo-button harmo-button--small"
              onClick={switchCamera}
            >
              {t('scanner.switchCamera')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
