#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL set to a throw-away PostgreSQL server, e.g.
#   bash scripts/with-postgres.sh vitest run api
set -euo pipefail
. "$(dirname "$0")/postgres-server.sh"
start_postgres
echo "PostgreSQL $(basename "$(dirname "$(pg_bin_dir)")") on port $PG_PORT" >&2
TEST_DATABASE_URL="$PG_URL" "$@"
