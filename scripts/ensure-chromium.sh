#!/usr/bin/env bash
# Debian's Chromium (docs/stack.md), installed when missing: the full browser, which the audit runs
# Lighthouse in, and its headless shell, which the e2e tests drive (decision 049). CHROMIUM_PATH,
# when set, names one browser for both, and nothing is installed.
# Playwright's own browser download cannot work here and is never used.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  "$CHROMIUM_PATH" --version >&2
  exit 0
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version >&2
