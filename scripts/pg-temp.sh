#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: a fresh cluster in a temporary folder, listening
# on 127.0.0.1 only, on a free port, with its socket in the same folder. It is stopped and
# the folder deleted when this script exits, whether the command passed, failed or was
# interrupted (Ctrl-C, SIGTERM).
#
#   bash scripts/pg-temp.sh CMD [ARGS...]   run CMD with DATABASE_URL and TEST_DATABASE_URL
#                                           set, then stop; exits with CMD's status
#   bash scripts/pg-temp.sh                 print DATABASE_URL and keep running until Ctrl-C
#
# The database belongs to a role that is not a superuser (as in production) but may create
# databases, so tests can make one per worker, and may end other sessions (pg_signal_backend),
# so that dropping a test's database with FORCE also ends an autovacuum worker busy in it. PG_BIN overrides the binaries' folder.
set -euo pipefail

readonly DB_NAME=depot_test
readonly DB_USER=depot

log() { echo "pg-temp: $*" >&2; }

find_pg_bin() {
  if [[ -n ${PG_BIN:-} ]]; then
    echo "$PG_BIN"
    return
  fi
  # Debian keeps each major version apart; take the newest installed.
  local dir
  dir=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)
  [[ -n $dir ]] || { log "no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)"; exit 1; }
  echo "$dir"
}

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_pg() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Asks the kernel for a free port on 127.0.0.1; the tiny race until postgres binds it is
# covered by retrying the start.
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

PG_DIR=
PGDATA_DIR=
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [[ -n $PGDATA_DIR && -f $PGDATA_DIR/postmaster.pid ]]; then
    as_pg "$PG_BIN_DIR/pg_ctl" -D "$PGDATA_DIR" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      log "pg_ctl stop failed; see $PG_DIR/postgres.log"
  fi
  [[ -n $PG_DIR ]] && rm -rf "$PG_DIR"
  exit "$status"
}
# INT/TERM exit with the conventional 128+signal status, which runs the EXIT trap.
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

start_cluster() {
  # In TMPDIR when the postgres user can reach it (scripts/test.sh makes it so), else /tmp.
  local parent=/tmp
  if [[ -n ${TMPDIR:-} && -d $TMPDIR ]] && as_pg test -x "$TMPDIR" 2>/dev/null; then
    parent=$TMPDIR
  fi
  PG_DIR=$(mktemp -d "$parent/depot-pg.XXXXXX")
  PGDATA_DIR=$PG_DIR/data
  local password
  password=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
  echo "$password" >"$PG_DIR/pwfile"
  [[ $(id -u) -eq 0 ]] && chown -R postgres: "$PG_DIR"
  chmod 700 "$PG_DIR"

  # Passwords over TCP (what DATABASE_URL uses), trust on the private socket for set-up.
  # --no-sync and the settings below trade durability for speed: the data dies with the run.
  as_pg "$PG_BIN_DIR/initdb" -D "$PGDATA_DIR" -U postgres --pwfile="$PG_DIR/pwfile" \
    --auth-host=scram-sha-256 --auth-local=trust --encoding=UTF8 --locale=C --no-sync \
    >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log" >&2; return 1; }

  local attempt port
  for attempt in 1 2 3; do
    port=$(free_port)
    if as_pg "$PG_BIN_DIR/pg_ctl" -D "$PGDATA_DIR" -l "$PG_DIR/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null; then
      break
    fi
    log "start on port $port failed (attempt $attempt):"
    tail -n 5 "$PG_DIR/postgres.log" >&2
    [[ $attempt -lt 3 ]] || return 1
  done

  as_pg "$PG_BIN_DIR/psql" -X -q -v ON_ERROR_STOP=1 -h "$PG_DIR" -p "$port" -U postgres -d postgres \
    -c "CREATE ROLE $DB_USER LOGIN CREATEDB PASSWORD '$password'" \
    -c "GRANT pg_signal_backend TO $DB_USER" \
    -c "CREATE DATABASE $DB_NAME OWNER $DB_USER"

  export DATABASE_URL="postgres://$DB_USER:$password@127.0.0.1:$port/$DB_NAME"
  export TEST_DATABASE_URL=$DATABASE_URL
  log "PostgreSQL $("$PG_BIN_DIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $PGDATA_DIR"
}

PG_BIN_DIR=$(find_pg_bin)
start_cluster

if [[ $# -gt 0 ]]; then
  # Not exec: this shell must outlive the command to stop the server. The status is kept
  # explicitly because set -e would otherwise skip the trap's exit code.
  status=0
  "$@" || status=$?
  exit "$status"
fi

echo "DATABASE_URL=$DATABASE_URL"
log "running until Ctrl-C"
# sleep in the background + wait, so a signal interrupts the wait at once.
sleep infinity &
wait $!
