/*
 * The card gateway's browser library (payjp.js v2): its card fields are frames of the gateway's
 * origin, so the card number and security code are typed into the gateway's page, never into
 * this one (改正割賦販売法: the merchant does not hold, process or pass card data). This page only
 * loads the script, places the fields and receives their state and the token.
 */

export type CardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** Brands as the gateway's fields name them ('unknown' until the leading digits tell). */
export type PayjpCardBrand =
  'Visa' | 'MasterCard' | 'JCB' | 'American Express' | 'Diners Club' | 'Discover' | 'unknown';

/** What a field says when it changes: never its value. */
export interface CardElementChange {
  elementType: CardElementType;
  brand: PayjpCardBrand;
  complete: boolean;
  empty: boolean;
  /** incomplete_error, invalid_number, invalid_expiry_month_past, invalid_expiry_year_past */
  error?: { type?: string; code: string; message: string };
}

type StyleBody = Partial<
  Record<
    | 'backgroundColor'
    | 'color'
    | 'caretColor'
    | 'fontFamily'
    | 'fontSize'
    | 'fontWeight'
    | 'lineHeight'
    | 'letterSpacing',
    string
  >
>;

export interface CardElementOptions {
  style?: Partial<
    Record<
      'base' | 'complete' | 'empty' | 'invalid',
      StyleBody & Partial<Record<'::placeholder' | ':focus' | ':disabled', StyleBody>>
    >
  >;
  placeholder?: string;
  disabled?: boolean;
  /** The field's name in this page's words: the frame's title and its input's label. */
  ariaLabel?: string;
  /** The field's hint and message, said with the input. */
  ariaDescription?: string;
  ariaInvalid?: boolean;
}

export interface PayjpElement {
  mount(target: HTMLElement | string): void;
  unmount(): void;
  focus(): void;
  blur(): void;
  clear(): void;
  update(options: CardElementOptions): void;
  on(event: 'change', handler: (change: CardElementChange) => void): void;
  on(
    event: 'focus' | 'blur' | 'ready',
    handler: (event: { elementType: CardElementType }) => void,
  ): void;
}

export interface PayjpElements {
  create(type: CardElementType, options?: CardElementOptions): PayjpElement;
}

export interface PayjpTokenOptions {
  /** The holder's name and e-mail address, which the card issuer's challenge needs. */
  card: { name?: string; email?: string; phone?: string };
  three_d_secure?: boolean;
}

export interface Payjp {
  elements(options?: { locale?: 'ja' | 'en' }): PayjpElements;
  /** Resolves the token, or `{ error: { type, code, message, status, param } }`. */
  createToken(element: PayjpElement, options?: PayjpTokenOptions): Promise<unknown>;
}

export type PayjpConstructor = (publicKey: string, options?: { locale?: 'ja' | 'en' }) => Payjp;

declare global {
  interface Window {
    Payjp?: PayjpConstructor;
  }
}

/** The gateway's script did not load (offline, blocked, or the gateway is down). */
export class GatewayScriptError extends Error {
  override name = 'GatewayScriptError';
}

const SCRIPT_TIMEOUT_MS = 20_000;

let loading: { url: string; promise: Promise<PayjpConstructor> } | null = null;

/**
 * Loads the gateway's script once per page, when a card form first needs it (the card screen,
 * never the first screen). A failed load is forgotten, so the next call tries again.
 */
export function loadPayjp(scriptUrl: string): Promise<PayjpConstructor> {
  if (window.Payjp) return Promise.resolve(window.Payjp);
  if (loading && loading.url === scriptUrl) return loading.promise;
  const promise = new Promise<PayjpConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new GatewayScriptError(`The card gateway's script did not load: ${scriptUrl}`));
    };
    const timer = window.setTimeout(fail, SCRIPT_TIMEOUT_MS);
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Payjp) resolve(window.Payjp);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading = { url: scriptUrl, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

let instance: { Payjp: PayjpConstructor; publicKey: string; payjp: Payjp } | null = null;

/** The page's one gateway instance for the public key (the library asks for one per page). */
export function payjpFor(Payjp: PayjpConstructor, publicKey: string, locale: 'ja' | 'en'): Payjp {
  if (instance?.Payjp !== Payjp || instance.publicKey !== publicKey) {
    instance = { Payjp, publicKey, payjp: Payjp(publicKey, { locale }) };
  }
  return instance.payjp;
}
