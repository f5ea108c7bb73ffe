#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#
#   bash scripts/with-postgres.sh <command...>
#
# With DATABASE_URL already set, the command simply runs against that server. Otherwise this
# script installs the PostgreSQL server from Debian's packages if it is missing, creates a cluster
# in a temporary folder, starts it on a free loopback port, exports
# DATABASE_URL=postgres://postgres:<password>@127.0.0.1:<port>/harmo_test, runs the command, then
# stops the server and deletes the folder, whatever happened. It exits with the command's status.
set -euo pipefail

log() { echo "with-postgres: $*" >&2; }

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command...>" >&2
  exit 2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

# Newest /usr/lib/postgresql/<version>/bin first, then wherever initdb is on the PATH (it may be
# a symlink, e.g. /usr/local/bin/initdb); pg_ctl must sit beside it.
find_bindir() {
  local dir candidate
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  candidate="$(command -v initdb 2>/dev/null || true)"
  if [ -n "$candidate" ]; then
    dir="$(dirname "$(readlink -f "$candidate")")"
    if [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  fi
  return 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

if ! BIN="$(find_bindir)"; then
  if ! is_root; then
    log "PostgreSQL server binaries (initdb, pg_ctl) not found; install the Debian package 'postgresql' as root."
    exit 1
  fi
  log "installing PostgreSQL from Debian packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(find_bindir)" || {
    log "PostgreSQL was installed but initdb/pg_ctl are still not found"
    exit 1
  }
fi

# PostgreSQL refuses to run as root, so as root the cluster belongs to the 'postgres' user.
if is_root; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

free_port() {
  node -e 'const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { process.stdout.write(String(s.address().port)); s.close(); });'
}

TMP="$(mktemp -d "${TMPDIR:-/tmp}/harmo-pg.XXXXXX")"
STARTED=""
cleanup() {
  if [ -n "$STARTED" ]; then
    as_pg "$BIN/pg_ctl" -D "$TMP/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Security: even a throwaway server gets a random password, since any local user can reach a
# loopback port. The server listens on 127.0.0.1 only.
PASSWORD="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
printf '%s\n' "$PASSWORD" >"$TMP/pwfile"
if is_root; then chown -R postgres: "$TMP"; fi

as_pg "$BIN/initdb" -D "$TMP/data" -U postgres --pwfile="$TMP/pwfile" -A scram-sha-256 \
  -E UTF8 --no-locale --no-sync >"$TMP/initdb.log" 2>&1 || {
  cat "$TMP/initdb.log" >&2
  log "initdb failed"
  exit 1
}
rm -f "$TMP/pwfile"

# A port found free can be taken before the server binds it; then try another.
PORT=""
for _attempt in 1 2 3 4 5; do
  candidate="$(free_port)"
  # Durability is switched off: the data is thrown away at exit, and tests run faster.
  if as_pg "$BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 \
    -o "-p $candidate -k '$TMP' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null 2>&1; then
    PORT="$candidate"
    STARTED=1
    break
  fi
done
if [ -z "$PORT" ]; then
  cat "$TMP/server.log" >&2 || true
  log "could not start PostgreSQL"
  exit 1
fi

PGPASSWORD="$PASSWORD" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres harmo_test

export DATABASE_URL="postgres://postgres:${PASSWORD}@127.0.0.1:${PORT}/harmo_test"
log "PostgreSQL $("$BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT (database harmo_test)"

set +e
"$@"
status=$?
set -e
exit "$status"
