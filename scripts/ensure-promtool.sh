#!/usr/bin/env bash
# Makes sure promtool exists for the alert-rule tests (tests/api/alert-rules.test.ts): uses PROMTOOL_PATH,
# promtool on PATH, or the copy this script keeps in node_modules/.cache/promtool/. Otherwise it takes promtool
# out of Debian's prometheus package (downloaded, never installed: no Prometheus server is started) into
# that folder. Exits 1 with a message saying how to get it when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
CACHED=node_modules/.cache/promtool/promtool
if { [ -n "${PROMTOOL_PATH:-}" ] && [ -x "$PROMTOOL_PATH" ]; } || command -v promtool >/dev/null 2>&1 || [ -x "$CACHED" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Fetching promtool from Debian's prometheus package..."
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  if ! (cd "$work" && apt-get download -qq prometheus >/dev/null 2>&1) && [ "$(id -u)" = "0" ]; then
    apt-get update -qq
    (cd "$work" && apt-get download -qq prometheus >/dev/null)
  fi
  if ls "$work"/prometheus_*.deb >/dev/null 2>&1; then
    dpkg-deb -x "$work"/prometheus_*.deb "$work/root"
    mkdir -p "$(dirname "$CACHED")"
    cp "$work/root/usr/bin/promtool" "$CACHED"
    exit 0
  fi
fi
cat >&2 <<'MSG'
The alert-rule tests need promtool and none was found.
Install Prometheus' tools (Debian/Ubuntu: "sudo apt-get install -y prometheus", or a release from the
Prometheus project) or set PROMTOOL_PATH to a promtool binary.
MSG
exit 1
