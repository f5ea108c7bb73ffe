import type { OtcCatalogueEntry, OtcRiskClass } from '@harmo/contracts/otc-catalogue';
import { DEMO_OTC_SOURCE } from '@harmo/contracts/otc-catalogue';
import type { Queryable } from '../../db';

/** One product of the catalogue as imported or seeded. */
export interface CatalogueProduct {
  janCode: string;
  name: string;
  maker: string | null;
  ingredients: readonly string[];
  riskClass: OtcRiskClass;
}

interface CatalogueRow {
  jan_code: string;
  name: string;
  maker: string | null;
  ingredients: string[];
  risk_class: OtcRiskClass;
  source: string;
}

/** The catalogue entry of a JAN code, or null when the catalogue does not hold it. */
export async function findCatalogueEntry(
  db: Queryable,
  janCode: string,
): Promise<OtcCatalogueEntry | null> {
  const { rows } = await db.query<CatalogueRow>(
    `SELECT jan_code, name, maker, ingredients, risk_class, source
     FROM otc_catalogue WHERE jan_code = $1`,
    [janCode],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    janCode: row.jan_code,
    name: row.name,
    maker: row.maker,
    ingredients: row.ingredients,
    riskClass: row.risk_class,
    demo: row.source === DEMO_OTC_SOURCE,
  };
}

/**
 * Adds the products, or updates those whose code the catalogue holds already. `onlyNew` keeps
 * existing entries as they are (the demo seed never overwrites an imported product).
 */
export async function upsertCatalogueProducts(
  db: Queryable,
  products: readonly CatalogueProduct[],
  options: { source: string; now: Date; onlyNew?: boolean },
): Promise<number> {
  let written = 0;
  for (const product of products) {
    const { rowCount } = await db.query(
      `INSERT INTO otc_catalogue (jan_code, name, maker, ingredients, risk_class, source, updated_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7)
       ON CONFLICT (jan_code) DO ${
         options.onlyNew
           ? 'NOTHING'
           : `UPDATE SET name = EXCLUDED.name, maker = EXCLUDED.maker,
                ingredients = EXCLUDED.ingredients, risk_class = EXCLUDED.risk_class,
                source = EXCLUDED.source, updated_at = EXCLUDED.updated_at`
       }`,
      [
        product.janCode,
        product.name,
        product.maker,
        product.ingredients,
        product.riskClass,
        options.source,
        options.now,
      ],
    );
    written += rowCount;
  }
  return written;
}
