#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (docs/stack.md): install it when it is missing.
# Playwright's own browser download cannot work here and is never used.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
"$CHROMIUM" --version >&2
