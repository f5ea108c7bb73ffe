#!/usr/bin/env bash
# The whole test command: install, format, lint, type-check, unit, api (embedded PGlite and a
# real PostgreSQL server), production build, end-to-end in Chromium. Any failure stops it non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM=(npx -y pnpm@10.34.8)
step() { printf '\n==> %s\n' "$*"; }

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
"${PNPM[@]}" exec eslint . --max-warnings 0

step "type-check"
"${PNPM[@]}" -r --workspace-concurrency=2 run typecheck

step "unit tests"
"${PNPM[@]}" exec jest --ci

step "api tests on embedded PostgreSQL (PGlite)"
"${PNPM[@]}" --filter @harmo/api run test --ci

step "api tests on a PostgreSQL server"
bash scripts/with-postgres.sh "${PNPM[@]}" --filter @harmo/api run test --ci

step "production build"
node scripts/build-all.mjs

step "end-to-end tests in Chromium"
"${PNPM[@]}" --filter @harmo/e2e run test
