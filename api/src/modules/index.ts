import { identityModule } from './identity';
import { accountsModule } from './accounts';
import { centralModule } from './central';
import { oauthModule } from './oauth';
import { facilitiesModule } from './facilities';
import { prescriptionsModule } from './prescriptions';
import { dispensingOrdersModule } from './dispensing-orders';
import { cardGatewayModule } from './card-gateway';
import { paymentsModule } from './payments';
import { otcCatalogueModule } from './otc-catalogue';
import { medicationsModule } from './medications';
import { checkupsModule } from './checkups';
import { projectsModule } from './projects';
import type { HarmoModule } from './types';

export type { HarmoModule, ModuleOptions } from './types';

/*
 * Every product area registers here, in its own folder src/modules/<area>/index.ts:
 *
 *   // src/modules/facilities/index.ts
 *   import type { HarmoModule } from '../types';
 *   export const facilitiesModule: HarmoModule = async (app, { db, config }) => {
 *     app.get('/facilities/:id', { schema: { params: z.object({ id: z.uuid() }) } }, …);
 *   };
 *
 * then adds its import above and one entry below. Order is registration order.
 */
export const modules: readonly HarmoModule[] = [
  identityModule,
  accountsModule,
  centralModule,
  oauthModule,
  facilitiesModule,
  prescriptionsModule,
  dispensingOrdersModule,
  cardGatewayModule,
  paymentsModule,
  otcCatalogueModule,
  medicationsModule,
  checkupsModule,
  projectsModule,
];
