#!/usr/bin/env bash
# Makes sure a Chromium binary exists for the browser tests.
# Uses CHROME_PATH or /usr/bin/chromium; installs Debian's chromium when running as root with apt-get.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROME_PATH to a Chrome/Chromium binary.
MSG
exit 1
