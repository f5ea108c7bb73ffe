#!/usr/bin/env bash
# The whole test command: install, format, lint, type-check, unit, api (embedded PGlite and a
# real PostgreSQL server), production build and its size budget, end-to-end in Chromium. Any
# failure stops it non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM=(npx -y pnpm@10.34.8)
step() { printf '\n==> %s\n' "$*"; }

# CI must run the api's real-data importer tests, which read the reference data beside the
# repository (../shared/data). Outside CI a clone without it skips those tests; in CI a missing
# file stops the run here, before anything else, and the tests themselves fail rather than skip.
case "${CI:-}" in
  "" | 0 | false) ;;
  *)
    step "reference data"
    DATA_DIR="${HARMO_SHARED_DATA_DIR:-$(cd .. && pwd)/shared/data}"
    for file in pharmacies-ec-2026-08-13.csv hospitals-2025-06-01.csv; do
      if [ ! -f "$DATA_DIR/$file" ]; then
        echo "CI requires the reference data, but $DATA_DIR/$file is missing." >&2
        echo "Place the shared data folder at ../shared/data beside the repository," \
          "or point HARMO_SHARED_DATA_DIR at it." >&2
        exit 1
      fi
    done
    export HARMO_SHARED_DATA_DIR="$DATA_DIR"
    echo "found in $DATA_DIR"
    ;;
esac

step "install"
"${PNPM[@]}" install --frozen-lockfile

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "install Chromium (Debian package)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

step "format"
"${PNPM[@]}" exec prettier --check . --log-level warn

step "lint"
# The type-aware rules hold every package's TypeScript program at once: about 4 GB at the peak,
# the size of Node's default heap limit on a 64-bit machine, where the lint ran out of memory.
NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=6144" "${PNPM[@]}" exec eslint . --max-warnings 0

step "type-check"
"${PNPM[@]}" -r --workspace-concurrency=2 run typecheck
# The workspace's own tests and scripts (shared/build, scripts/), outside every package.
"${PNPM[@]}" exec tsc -p tsconfig.json

step "unit tests"
"${PNPM[@]}" exec jest --ci

step "api tests on embedded PostgreSQL (PGlite)"
"${PNPM[@]}" --filter @harmo/api run test --ci

step "api tests on a PostgreSQL server"
bash scripts/with-postgres.sh "${PNPM[@]}" --filter @harmo/api run test --ci

step "production build"
node scripts/build-all.mjs

step "size budget (docs/performance.md)"
node scripts/bench/size-budget.mjs

step "end-to-end tests in Chromium"
"${PNPM[@]}" --filter @harmo/e2e run test
