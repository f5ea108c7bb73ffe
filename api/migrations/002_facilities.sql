-- Facility search (emap): pharmacies, hospitals and clinics of all Japan.
-- The table is the source of truth; each api instance keeps an in-memory read index built from
-- it (map clusters, nearest, text search) and rebuilds that index when facility_data_version
-- changes, so that every instance serves the same data.

CREATE TABLE facilities (
  -- Stable source key, so that a re-import updates a facility instead of adding it again:
  -- 'pharmacy:<13-digit ID>', 'hospital:<ID>', 'clinic:<ID>' (医療情報ネット), 'ec:<薬局等番号>'
  -- (emergency-contraception pharmacy list), 'demo:<n>' (the labelled demo dataset).
  id              text PRIMARY KEY,
  type            text NOT NULL CHECK (type IN ('pharmacy', 'hospital', 'clinic')),
  name            text NOT NULL CHECK (name <> ''),
  kana            text,
  address         text,
  prefecture      text,
  prefecture_code text CHECK (prefecture_code ~ '^(0[1-9]|[1-3][0-9]|4[0-7])$'),
  municipality    text,
  -- Null when the source does not know the location (the open data writes 0.0 for that).
  lat             double precision CHECK (lat BETWEEN -90 AND 90),
  lng             double precision CHECK (lng BETWEEN -180 AND 180),
  phone           text,
  website         text,
  -- { mon..sun, holiday: [{open:'09:00', close:'18:00'}] | [] (closed) | null (unknown),
  --   original: source text or null, unparsed: [fragments the parser could not read] }
  opening_hours   jsonb,
  after_hours     boolean,
  -- Other source fields kept as they are (事前電話連絡, プライバシー確保策, pharmacist counts, ...).
  attributes      jsonb NOT NULL DEFAULT '{}'::jsonb,
  source          text NOT NULL,
  source_date     date,
  -- Set when the source withdrew the facility: kept (a later import may list it again) but
  -- never shown as active.
  withdrawn_at    date,
  -- Derived from opening_hours when written, for the read index: eight day fields (mon..sun,
  -- holiday) joined by '|', each 'open-close,open-close' in minutes, '' closed, '?' unknown.
  -- Turning 180,000 jsonb values into text takes seconds on the embedded database; this does not.
  weekly_schedule text,
  -- Folded name, kana and address joined by spaces (see text/fold-japanese.ts).
  search_text     text NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((lat IS NULL) = (lng IS NULL))
);

-- Browsing by area in SQL (exports, reports, checks): active facilities of a prefecture or a
-- municipality. The api's own browse endpoints answer from the read index, which also applies
-- the opening-hours filters.
CREATE INDEX facilities_area ON facilities (prefecture_code, municipality)
  WHERE withdrawn_at IS NULL;

-- One row: bumped by every import or seed, so each api instance sees cheaply that its read
-- index is out of date.
CREATE TABLE facility_data_version (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version    bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO facility_data_version (singleton, version) VALUES (true, 0);
