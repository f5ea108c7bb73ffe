import type { Database } from '../../db';
import { insertServiceClientIfAbsent } from '../oauth';

export interface DemoPharmacyClient {
  clientId: string;
  clientSecret: string;
  facilityId: string;
  name: string;
  /** Whether the demo responder answers this pharmacy's orders. */
  responder: boolean;
}

/**
 * The demo pharmacy clients of the embedded default (their credentials are in the module's
 * README). Both pharmacies are in the demo facility dataset, in Tokyo. A's orders are answered
 * by the demo responder, so a newcomer sees an order move without writing code; B's wait for
 * whoever calls the pharmacy API (curl, the end-to-end tests).
 */
export const DEMO_PHARMACY_CLIENTS: readonly DemoPharmacyClient[] = [
  {
    clientId: 'harmo-demo-pharmacy-a',
    clientSecret: 'harmo-demo-pharmacy-a-secret',
    facilityId: 'demo:2',
    name: '【デモ】なのはな調剤薬局 昭和町店',
    responder: true,
  },
  {
    clientId: 'harmo-demo-pharmacy-b',
    clientSecret: 'harmo-demo-pharmacy-b-secret',
    facilityId: 'demo:9',
    name: '【デモ】くすのき薬局 荒川店',
    responder: false,
  },
];

/** Creates the demo pharmacy clients when missing (every start, any number of instances). */
export async function seedDemoPharmacyClients(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const demo of DEMO_PHARMACY_CLIENTS) {
      await insertServiceClientIfAbsent(tx, {
        clientId: demo.clientId,
        kind: 'pharmacy',
        name: demo.name,
        secret: demo.clientSecret,
        now,
      });
      await tx.query(
        `INSERT INTO pharmacy_clients (client_id, facility_id, demo_responder) VALUES ($1, $2, $3)
         ON CONFLICT (client_id) DO NOTHING`,
        [demo.clientId, demo.facilityId, demo.responder],
      );
    }
  });
}
