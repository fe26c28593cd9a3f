# Sourced by scripts that need a throw-away PostgreSQL server (Debian's postgresql package).
# After `start_postgres`, PG_URL names a superuser connection on a free loopback port; the
# server and its directory are removed when the calling shell exits.

pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

ensure_postgres_installed() {
  if [ -z "$(pg_bin_dir)" ]; then
    echo "PostgreSQL not found: installing Debian's postgresql package" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  [ -n "$(pg_bin_dir)" ] || { echo "PostgreSQL could not be installed" >&2; return 1; }
}

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

start_postgres() {
  ensure_postgres_installed
  local bin; bin="$(pg_bin_dir)"
  PG_DIR="$(mktemp -d -t enplus-pg.XXXXXX)"
  chmod 755 "$PG_DIR"
  PG_PORT="$(free_port)"
  # PostgreSQL refuses to run as root: use the postgres account the package creates.
  local as=()
  if [ "$(id -u)" = "0" ]; then chown postgres "$PG_DIR"; as=(runuser -u postgres --); fi
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  PG_STOP=("${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -m fast -w stop)
  trap stop_postgres EXIT
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  "${PG_STOP[@]}" >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
}
