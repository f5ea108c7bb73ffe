import { act } from '@testing-library/react';
import type { GatewayToken } from '@harmo/contracts/payments';
import type {
  CardElementChange,
  CardElementOptions,
  CardElementType,
  PayjpConstructor,
} from '../features/payment/lib/payjp';

/** One of the gateway's card fields, as the page sees it: it never hands over what is typed. */
export class FakeElement {
  readonly handlers: Record<string, ((event: never) => void)[]> = {};
  mountedIn: HTMLElement | null = null;
  readonly focus = jest.fn();
  readonly update = jest.fn();
  readonly blur = jest.fn();
  readonly clear = jest.fn();
  readonly unmount = jest.fn(() => {
    this.mountedIn = null;
  });

  constructor(
    readonly type: CardElementType,
    readonly options: CardElementOptions,
  ) {}

  on(event: string, handler: (event: never) => void) {
    (this.handlers[event] ??= []).push(handler);
  }

  mount(target: HTMLElement | string) {
    this.mountedIn = target as HTMLElement;
    // The frame reports it is ready on its own, later than the page's render.
    act(() => this.emit('ready', { elementType: this.type }));
  }

  emit(event: string, payload: unknown) {
    for (const handler of this.handlers[event] ?? []) handler(payload as never);
  }

  /** What the field reports as the patient types in it. */
  change(state: Omit<CardElementChange, 'elementType'>) {
    act(() => this.emit('change', { elementType: this.type, ...state }));
  }
}

/** The gateway's script, put where the page looks for it: its fields and its token call. */
export function fakeGateway() {
  const fields: Partial<Record<CardElementType, FakeElement>> = {};
  const createToken = jest.fn<Promise<unknown>, [unknown, unknown]>();
  const Payjp: PayjpConstructor = jest.fn(() => ({
    elements: () => ({
      create: (type: CardElementType, options?: CardElementOptions) =>
        (fields[type] = new FakeElement(type, options ?? {})),
    }),
    createToken,
  }));
  window.Payjp = Payjp;
  const field = (type: CardElementType) => {
    const found = fields[type];
    if (!found) throw new Error(`no ${type} field`);
    return found;
  };
  return { Payjp, field, createToken };
}

/** A token as the gateway's library answers it for a card it took, its 3-D Secure check to come. */
export function gatewayToken(id: string): GatewayToken {
  return {
    id,
    object: 'token',
    card: {
      id: 'car_1',
      object: 'card',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      name: 'HANAKO YAMADA',
      fingerprint: 'f',
      cvc_check: 'passed',
      three_d_secure_status: 'unverified',
      created: 1,
    },
    created: 1,
    livemode: false,
    used: false,
  };
}
