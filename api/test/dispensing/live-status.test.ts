import { STREAMS_PER_ACCOUNT } from '../../src/modules/dispensing-orders/event-stream';
import { backend } from '../helpers/database';
import type { DispensingTestApi, Instance } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  PHARMACY_A,
  START_TIMEOUT_MS,
  bearer,
  pharmacyCall,
  pharmacyToken,
  photoPrescription,
  pickupOrder,
  signInDemoUser,
  startDispensingApi,
  submit,
} from './harness';

interface OrderEvent {
  id: string;
  status: string;
  messages: { body: string }[];
}

/** Reads a server-sent event stream and hands out its `order` events as they arrive. */
class EventReader {
  private buffer = '';
  private readonly events: OrderEvent[] = [];
  private waiting: (() => void) | null = null;
  readonly done: Promise<void>;

  constructor(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    this.done = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const lines = block.split('\n');
          if (!lines.includes('event: order')) continue;
          const data = lines.find((line) => line.startsWith('data: '));
          if (data) this.events.push(JSON.parse(data.slice(6)) as OrderEvent);
          this.waiting?.();
        }
      }
      this.waiting?.();
    })().catch(() => {});
  }

  /** The first event (from the start of the stream) that matches, waiting for it if need be. */
  async next(match: (event: OrderEvent) => boolean, timeoutMs = 15_000): Promise<OrderEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no matching event arrived');
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 250);
      });
    }
  }
}

let api: DispensingTestApi;
let second: Instance;
let demo: string;

beforeAll(async () => {
  api = await startDispensingApi();
  second = await api.secondInstance();
  demo = await signInDemoUser(api.app, 'demo');
}, START_TIMEOUT_MS);
afterAll(async () => {
  await api.close();
});

async function ticket(instance: Instance): Promise<string> {
  const res = await instance.app.inject({
    method: 'POST',
    url: '/ps/v1/dispensing-orders/stream-tickets',
    headers: bearer(demo),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ ticket: string }>().ticket;
}

describe(`live order status (${backend}: ${backend === 'postgres' ? 'two instances, each with its own connections' : 'two instances on one embedded database'})`, () => {
  it('brings a change made through one api instance to a stream open on another', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json<OrderEvent>();

    const controller = new AbortController();
    const orderStream = await fetch(
      `${second.baseUrl}/ps/v1/dispensing-orders/${order.id}/events?ticket=${await ticket(second)}`,
      { signal: controller.signal },
    );
    expect(orderStream.status).toBe(200);
    expect(orderStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(orderStream.headers.get('cache-control')).toBe('private, no-store');
    const listStream = await fetch(
      `${second.baseUrl}/ps/v1/patients/${patientId}/dispensing-orders/events`,
      { headers: bearer(demo), signal: controller.signal },
    );
    expect(listStream.status).toBe(200);
    const orderEvents = new EventReader(orderStream);
    const listEvents = new EventReader(listStream);
    try {
      // The order stream starts with the order as it is.
      expect((await orderEvents.next((e) => e.id === order.id)).status).toBe('submitted');

      const token = await pharmacyToken(api.baseUrl, PHARMACY_A);
      const moved = await pharmacyCall(
        api,
        token,
        'POST',
        `/pharmacy/v1/orders/${order.id}/status`,
        {
          status: 'accepted',
        },
      );
      expect(moved.statusCode).toBe(200);
      expect((await orderEvents.next((e) => e.status === 'accepted')).id).toBe(order.id);
      expect((await listEvents.next((e) => e.status === 'accepted')).id).toBe(order.id);

      await pharmacyCall(api, token, 'POST', `/pharmacy/v1/orders/${order.id}/messages`, {
        body: '15時以降にお越しください',
      });
      const withMessage = await orderEvents.next((e) => e.messages.length === 1);
      expect(withMessage.messages[0]?.body).toBe('15時以降にお越しください');
    } finally {
      controller.abort();
    }
  });

  it('opens a stream only once per ticket, and not without one', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const url = `${second.baseUrl}/ps/v1/patients/${patientId}/dispensing-orders/events`;
    const value = await ticket(api);
    const controller = new AbortController();
    try {
      const first = await fetch(`${url}?ticket=${value}`, { signal: controller.signal });
      expect(first.status).toBe(200);
      const again = await fetch(`${url}?ticket=${value}`);
      expect(again.status).toBe(401);
      expect(await again.json()).toMatchObject({ error: 'invalid_ticket' });
      expect((await fetch(url)).status).toBe(401);
    } finally {
      controller.abort();
    }
  });

  it('holds one account to STREAMS_PER_ACCOUNT open streams, and frees a place when one ends', async () => {
    const family = await signInDemoUser(api.app, 'family');
    const listOf = (token: string, patientId: string, signal: AbortSignal) =>
      fetch(`${second.baseUrl}/ps/v1/patients/${patientId}/dispensing-orders/events`, {
        headers: bearer(token),
        signal,
      });
    const open = (signal: AbortSignal) => listOf(family, DEMO_ACCOUNT_IDS.family, signal);
    const held = Array.from({ length: STREAMS_PER_ACCOUNT }, () => new AbortController());
    const others = new AbortController();
    try {
      for (const controller of held) expect((await open(controller.signal)).status).toBe(200);
      const refused = await open(others.signal);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: 'too_many_streams' });
      // Another account is not held to the first one's streams.
      expect((await listOf(demo, DEMO_ACCOUNT_IDS.demo, others.signal)).status).toBe(200);

      held[0]!.abort();
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries += 1) {
        const again = await open(others.signal);
        status = again.status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      for (const controller of held) controller.abort();
      others.abort();
    }
  });

  it('refuses a stream of a patient the account may not act for', async () => {
    const family = await signInDemoUser(api.app, 'family');
    const res = await fetch(
      `${second.baseUrl}/ps/v1/patients/${DEMO_ACCOUNT_IDS.demoChild}/dispensing-orders/events`,
      { headers: bearer(family) },
    );
    expect(res.status).toBe(404);
  });
});
