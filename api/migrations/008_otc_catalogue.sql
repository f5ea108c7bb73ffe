-- The OTC medicine catalogue the JAN code look-up reads: imported from CSV (JAN, name, maker,
-- ingredients, risk class), or, in the embedded default, a labelled demo catalogue (source
-- 'harmo-demo', each name starting 【デモ】). A re-import of a code updates its entry.
CREATE TABLE otc_catalogue (
  jan_code    text PRIMARY KEY CHECK (jan_code ~ '^([0-9]{8}|[0-9]{13})$'),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  maker       text,
  ingredients text[] NOT NULL DEFAULT '{}',
  risk_class  text NOT NULL CHECK (risk_class IN ('class1', 'designatedClass2', 'class2', 'class3')),
  source      text NOT NULL,
  updated_at  timestamptz NOT NULL
);
