import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { cardBrandOf } from '@harmo/contracts/payments';
import {
  FIELD_RULES_JS,
  FIELD_RULE_NAMES,
} from '../../src/modules/card-gateway/browser/field-rules';
import { PAY_JS } from '../../src/modules/card-gateway/browser/pay-js';
import { CHANNEL } from '../../src/modules/card-gateway/browser/protocol';
import type { GatewayAnswer, PaymentsTestApi } from './harness';
import { PUBLIC_KEY, basic, startPaymentsApi } from './harness';

/** The web app's origin, one of the api's allowed web origins in the tests. */
const WEB_ORIGIN = 'http://localhost:3000';
const ID = 'a'.repeat(32);
const GROUP = 'b'.repeat(32);

/** The field rules of the frames, run as the browser runs them. */
type Rules = {
  toAscii(value: string): string;
  digitsOf(value: string): string;
  brandOf(digits: string): string;
  numberMaxLength(digits: string): number;
  groupNumber(digits: string): string;
  numberState(digits: string): State;
  expiryDigitsOf(value: string): string;
  formatExpiry(digits: string, deleting: boolean): string;
  expiryState(digits: string, today: Date): State;
  cvcState(digits: string, brand: string): State;
};
type State = { empty: boolean; complete: boolean; error: string | null; brand: string | null };
const rules = vm.runInNewContext(
  `${FIELD_RULES_JS}\n({ ${FIELD_RULE_NAMES.join(', ')} })`,
) as Rules;

describe("the card fields' rules (what the frames do with what is typed)", () => {
  it('reads full-width digits, as a Japanese input method types them, as ASCII', () => {
    expect(rules.digitsOf('４２４２ ４２４２\u3000４２４２ ４２４２')).toBe('4242424242424242');
    expect(rules.expiryDigitsOf('１２／３０')).toBe('1230');
    expect(rules.digitsOf('１２３')).toBe('123');
  });

  it('spaces the number as printed on the card and stops at its brand’s length', () => {
    expect(rules.groupNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(rules.groupNumber('378282246310005')).toBe('3782 822463 10005');
    expect(rules.groupNumber('38520000023237')).toBe('3852 000002 3237');
    expect(rules.numberMaxLength('3782')).toBe(15);
    expect(rules.numberMaxLength('4242')).toBe(16);
  });

  it("knows the brand as the tokenizer does, from the gateway's test numbers", () => {
    for (const number of [
      '4242424242424242',
      '5555555555554444',
      '3530111333300000',
      '378282246310005',
      '38520000023237',
      '6011111111111117',
      '36227206271667',
      '2221000000000009',
      '2220990000000003',
    ]) {
      expect(rules.brandOf(number)).toBe(cardBrandOf(number) ?? 'unknown');
    }
  });

  it("reports the gateway's client-side codes", () => {
    expect(rules.numberState('')).toMatchObject({ empty: true, complete: false, error: null });
    expect(rules.numberState('4242')).toMatchObject({ error: 'incomplete_error', brand: 'Visa' });
    expect(rules.numberState('4242424242424241')).toMatchObject({ error: 'invalid_number' });
    expect(rules.numberState('9999')).toMatchObject({ error: 'invalid_number', brand: 'unknown' });
    expect(rules.numberState('4242424242424242')).toMatchObject({ complete: true, error: null });

    const today = new Date(2026, 5, 15);
    expect(rules.expiryState('0526', today)).toMatchObject({ error: 'invalid_expiry_month_past' });
    expect(rules.expiryState('1225', today)).toMatchObject({ error: 'invalid_expiry_year_past' });
    expect(rules.expiryState('0626', today)).toMatchObject({ complete: true });

    // The month is Japan's: 1 April 01:00 there is still 31 March in UTC and in Honolulu.
    const aprilInJapan = new Date(Date.UTC(2026, 2, 31, 16, 0));
    expect(rules.expiryState('0326', aprilInJapan)).toMatchObject({
      error: 'invalid_expiry_month_past',
    });
    expect(rules.expiryState('0426', aprilInJapan)).toMatchObject({ complete: true });
    expect(rules.expiryState('12', today)).toMatchObject({ error: 'incomplete_error' });

    expect(rules.cvcState('123', 'American Express')).toMatchObject({ error: 'incomplete_error' });
    expect(rules.cvcState('1234', 'American Express')).toMatchObject({ complete: true });
    expect(rules.cvcState('123', 'Visa')).toMatchObject({ complete: true });
  });

  it('writes the expiry as MM/YY as it is typed', () => {
    expect(rules.formatExpiry(rules.expiryDigitsOf('4'), false)).toBe('04/');
    expect(rules.formatExpiry(rules.expiryDigitsOf('13'), false)).toBe('01/3');
    expect(rules.formatExpiry(rules.expiryDigitsOf('1230'), false)).toBe('12/30');
    // Deleting the slash deletes it, rather than it coming back.
    expect(rules.formatExpiry(rules.expiryDigitsOf('12'), true)).toBe('12');
    // The browser's card autofill may give four digits of the year.
    expect(rules.expiryDigitsOf('12/2030')).toBe('1230');
  });
});

describe('pay.js on the merchant’s page', () => {
  const GATEWAY = 'http://localhost:4000/card-gateway';
  const GATEWAY_ORIGIN = 'http://localhost:4000';

  /** pay.js run in a page of the web app, with the frames it makes kept for the test. */
  function loadPayJs() {
    let listener: (event: { origin: string; source: unknown; data: unknown }) => void = () => {};
    const frames: { src: string; title: string; contentWindow: { postMessage: jest.Mock } }[] = [];
    const page = {
      Payjp: undefined as unknown as (
        key: string,
        options?: object,
      ) => {
        elements(): {
          create(
            type: string,
            options?: object,
          ): {
            mount(node: object): void;
            on(event: string, handler: (event: unknown) => void): void;
          };
        };
        createToken(element: unknown, options: object): Promise<unknown>;
      },
      addEventListener: (_type: string, handler: typeof listener) => {
        listener = handler;
      },
    };
    vm.runInNewContext(PAY_JS, {
      window: page,
      document: {
        currentScript: { src: `${GATEWAY}/v2/pay.js` },
        createElement: () => {
          const frame = {
            src: '',
            title: '',
            style: {},
            setAttribute: () => undefined,
            remove: () => undefined,
            focus: () => undefined,
            contentWindow: { postMessage: jest.fn() },
          };
          frames.push(frame);
          return frame;
        },
      },
      location: { href: `${WEB_ORIGIN}/payment/credit-card`, origin: WEB_ORIGIN },
      URL,
      crypto: globalThis.crypto,
      setTimeout,
      clearTimeout,
    });
    return {
      Payjp: page.Payjp,
      frames,
      send: (event: Parameters<typeof listener>[0]) => listener(event),
    };
  }

  it('makes each field a frame of the gateway for this page, and listens only to that frame', async () => {
    const { Payjp, frames, send } = loadPayJs();
    const payjp = Payjp(PUBLIC_KEY, { locale: 'ja' });
    const number = payjp.elements().create('cardNumber', { ariaLabel: 'カード番号' });
    const changes = jest.fn();
    number.on('change', changes);
    number.mount({ nodeType: 1, appendChild: () => undefined });

    const frame = frames[0]!;
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${GATEWAY}/v2/elements/cardNumber`);
    expect(src.searchParams.get('origin')).toBe(WEB_ORIGIN);
    expect(frame.title).toBe('カード番号');
    const id = src.searchParams.get('id');
    const from = (origin: string, source: unknown, data: object) =>
      send({ origin, source, data: { channel: CHANNEL, id, ...data } });

    // Another origin, or another window of the gateway's origin, is not listened to.
    from('https://evil.example', frame.contentWindow, { type: 'loaded' });
    from(GATEWAY_ORIGIN, {}, { type: 'loaded' });
    expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
    from(GATEWAY_ORIGIN, frame.contentWindow, { type: 'loaded' });
    expect(frame.contentWindow.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'init', options: { ariaLabel: 'カード番号' } }),
      GATEWAY_ORIGIN,
    );

    // The page hears the field's state and nothing more, whatever the message carries.
    from(GATEWAY_ORIGIN, frame.contentWindow, {
      type: 'change',
      event: { brand: 'Visa', complete: false, empty: false, value: '4242' },
    });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(JSON.parse(JSON.stringify(changes.mock.calls[0][0]))).toEqual({
      elementType: 'cardNumber',
      brand: 'Visa',
      complete: false,
      empty: false,
    });

    // The token is asked of the number's frame, which answers it.
    const token = payjp.createToken(number, {
      card: { name: 'HANAKO YAMADA', email: 'hanako@example.jp' },
      three_d_secure: true,
    });
    const asked = frame.contentWindow.postMessage.mock.calls.at(-1)![0] as {
      type: string;
      requestId: string;
      card: object;
    };
    expect(asked).toMatchObject({ type: 'createToken', three_d_secure: true });
    expect(JSON.parse(JSON.stringify(asked.card))).toEqual({
      name: 'HANAKO YAMADA',
      email: 'hanako@example.jp',
    });
    from(GATEWAY_ORIGIN, frame.contentWindow, {
      type: 'token',
      requestId: asked.requestId,
      result: { id: 'tok_1' },
    });
    await expect(token).resolves.toEqual({ id: 'tok_1' });
  });
});

describe("the gateway's browser library and card fields", () => {
  let api: PaymentsTestApi;
  beforeAll(async () => {
    api = await startPaymentsApi();
  });
  afterAll(async () => api?.close());

  const frameUrl = (type: string, params: Record<string, string> = {}) => {
    const url = new URL(`${api.gatewayUrl}/v2/elements/${type}`);
    const query = {
      origin: WEB_ORIGIN,
      group: GROUP,
      id: ID,
      key: PUBLIC_KEY,
      locale: 'ja',
      ...params,
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  };

  it('serves pay.js as a script any page of the web app may load', async () => {
    const res = await fetch(`${api.gatewayUrl}/v2/pay.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Loaded by a page of another origin: the api's default (same-origin) would block it.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await res.text();
    // It defines Payjp(publicKey, options) and nothing that takes a card number.
    const page = { Payjp: undefined as unknown, addEventListener: () => undefined };
    vm.runInNewContext(script, {
      window: page,
      document: { currentScript: { src: `${api.gatewayUrl}/v2/pay.js` } },
      location: { href: `${WEB_ORIGIN}/payment/credit-card`, origin: WEB_ORIGIN },
      URL,
    });
    expect(typeof page.Payjp).toBe('function');
    expect(script).not.toMatch(/card\[number\]|card\[cvc\]/);
  });

  it.each(['cardNumber', 'cardExpiry', 'cardCvc'])(
    'serves the %s frame for the web app to embed, and no other page',
    async (type) => {
      const res = await fetch(frameUrl(type));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Only the web app's origin may frame it; the api's blanket refusal is not sent.
      expect(res.headers.get('x-frame-options')).toBeNull();
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`frame-ancestors ${WEB_ORIGIN}`);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("connect-src 'self'");
      const html = await res.text();
      // One numeric input, the browser's card autofill, a phone keyboard of digits.
      const autocomplete = { cardNumber: 'cc-number', cardExpiry: 'cc-exp', cardCvc: 'cc-csc' }[
        type
      ];
      expect(html.match(/<input /g)).toHaveLength(1);
      expect(html).toContain('inputmode="numeric"');
      expect(html).toContain(`autocomplete="${autocomplete}"`);
      expect(html).toMatch(/font-size: 16px/);
      // The frame's one script is the one its policy allows, and it speaks only to that page.
      const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(script).digest('base64');
      expect(policy).toContain(`script-src 'sha256-${hash}'`);
      expect(html).toContain(`data-parent-origin="${WEB_ORIGIN}"`);
    },
  );

  it('refuses to make a frame for a page that is not the web app, or of an unknown kind', async () => {
    const other = await fetch(frameUrl('cardNumber', { origin: 'https://evil.example' }));
    expect(other.status).toBe(400);
    expect(((await other.json()) as GatewayAnswer).error.param).toBe('origin');
    const path = await fetch(frameUrl('cardNumber', { origin: `${WEB_ORIGIN}/payment` }));
    expect(path.status).toBe(400);
    expect((await fetch(frameUrl('card'))).status).toBe(404);
    expect((await fetch(frameUrl('cardNumber', { id: '<script>' }))).status).toBe(400);
  });

  /** The number frame's token request, from the gateway's own origin, with the public key. */
  const tokenRequest = (origin: string, number = '4242424242424242') =>
    fetch(`${api.gatewayUrl}/v1/tokens`, {
      method: 'POST',
      headers: {
        ...basic(PUBLIC_KEY),
        origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 2),
        'card[cvc]': '123',
        'card[name]': 'HANAKO YAMADA',
        'card[email]': 'hanako@example.jp',
        three_d_secure: 'true',
      }).toString(),
    });

  it("makes a token for the number frame's request, sent from the gateway's origin", async () => {
    const res = await tokenRequest(new URL(api.gatewayUrl).origin);
    expect(res.status).toBe(200);
    const token = (await res.json()) as GatewayAnswer;
    expect(token.id).toMatch(/^tok_/);
    expect(token.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
  });

  it("refuses card details a merchant's page sends itself", async () => {
    const res = await tokenRequest(WEB_ORIGIN);
    expect(res.status).toBe(403);
    expect(((await res.json()) as GatewayAnswer).error).toMatchObject({
      type: 'client_error',
      code: 'origin_not_allowed',
    });
  });

  it("answers a refused card in the gateway's shape, naming the field, to the frame", async () => {
    const res = await tokenRequest(new URL(api.gatewayUrl).origin, '4000000000000002');
    expect(res.status).toBe(402);
    expect(((await res.json()) as GatewayAnswer).error).toMatchObject({
      code: 'card_declined',
      param: 'card[number]',
    });
  });
});
