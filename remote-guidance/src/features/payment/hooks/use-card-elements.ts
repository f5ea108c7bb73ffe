import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { cardGateway } from '../api/create-card-token';
import type {
  CardElementChange,
  CardElementOptions,
  CardElementType,
  Payjp,
  PayjpElement,
} from '../lib/payjp';
import { loadPayjp, payjpFor } from '../lib/payjp';
import type { CardElementField } from '../utils/card-form';
import { CARD_ELEMENT_FIELDS } from '../utils/card-form';

const ELEMENT_TYPES: Record<CardElementField, CardElementType> = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
};

/** Frames that have not said they are ready by then count as not loaded (blocked, offline). */
const READY_TIMEOUT_MS = 20_000;

export type CardElementsStatus = 'loading' | 'ready' | 'failed';

export interface UseCardElementsOptions {
  /** Where each field's frame goes: an empty element this page renders and leaves alone. */
  mounts: Record<CardElementField, RefObject<HTMLDivElement | null>>;
  locale: 'ja' | 'en';
  /** Each field's options as it is created (its style, placeholder and label). */
  optionsFor: (field: CardElementField, mount: HTMLElement) => CardElementOptions;
  onChange: (field: CardElementField, change: CardElementChange) => void;
  onFocusChange: (field: CardElementField, focused: boolean) => void;
}

/**
 * The gateway's card fields on this page: loads its script (once, on the screen that needs it),
 * mounts the number, expiry and security code frames where the form asks and tells the form what
 * they report. A script or frames that do not load leave the status `failed`; `retry` tries again.
 */
export function useCardElements(options: UseCardElementsOptions) {
  const [status, setStatus] = useState<CardElementsStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const payjp = useRef<Payjp | null>(null);
  const elements = useRef<Partial<Record<CardElementField, PayjpElement>>>({});
  // The latest callbacks, read when the frames speak: the frames are made once per attempt.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const gateway = cardGateway();
    if (!gateway) return;
    let live = true;
    const mounted: PayjpElement[] = [];
    const ready = new Set<CardElementField>();
    const timer = window.setTimeout(() => {
      if (live && ready.size < CARD_ELEMENT_FIELDS.length) setStatus('failed');
    }, READY_TIMEOUT_MS);

    loadPayjp(gateway.scriptUrl).then(
      (Payjp) => {
        if (!live) return;
        const { mounts, locale, optionsFor } = latest.current;
        const instance = payjpFor(Payjp, gateway.publicKey, locale);
        const group = instance.elements({ locale });
        payjp.current = instance;
        for (const field of CARD_ELEMENT_FIELDS) {
          const mount = mounts[field].current;
          if (!mount) continue;
          const element = group.create(ELEMENT_TYPES[field], optionsFor(field, mount));
          element.on('change', (change) => latest.current.onChange(field, change));
          element.on('focus', () => latest.current.onFocusChange(field, true));
          element.on('blur', () => latest.current.onFocusChange(field, false));
          element.on('ready', () => {
            ready.add(field);
            if (live && ready.size === CARD_ELEMENT_FIELDS.length) {
              window.clearTimeout(timer);
              setStatus('ready');
            }
          });
          element.mount(mount);
          mounted.push(element);
          elements.current[field] = element;
        }
      },
      () => {
        if (live) setStatus('failed');
      },
    );

    return () => {
      live = false;
      window.clearTimeout(timer);
      for (const element of mounted) element.unmount();
      elements.current = {};
      payjp.current = null;
    };
  }, [attempt]);

  return {
    status,
    /** Loads the script and the frames again, after they failed to load. */
    retry: useCallback(() => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    }, []),
    focus: useCallback((field: CardElementField) => elements.current[field]?.focus(), []),
    update: useCallback(
      (field: CardElementField, update: CardElementOptions) =>
        elements.current[field]?.update(update),
      [],
    ),
    /** What a token is made from: the gateway instance and its number field, once ready. */
    tokenSource: useCallback(() => {
      const numberElement = elements.current.number;
      return payjp.current && numberElement ? { payjp: payjp.current, numberElement } : null;
    }, []),
  };
}
