#!/usr/bin/env bash
# Makes sure a Chromium binary and a Japanese font exist for the browser tests (the product uses
# the platform's Japanese font, as phones have one; without it pages render as empty boxes).
# Uses CHROME_PATH or /usr/bin/chromium; installs Debian's packages when running as root with apt-get.
set -euo pipefail
has_browser() { { [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; } || [ -x /usr/bin/chromium ]; }
has_japanese_font() { ! command -v fc-list >/dev/null 2>&1 || [ -n "$(fc-list :lang=ja)" ]; }
if has_browser && has_japanese_font; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and fonts-noto-cjk for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  packages=(fonts-noto-cjk)
  has_browser || packages+=(chromium)
  apt-get install -y -qq "${packages[@]}" >/dev/null
  exit 0
fi
if has_browser; then
  echo "No Japanese font found (fc-list :lang=ja): pages will render as empty boxes; install fonts-noto-cjk." >&2
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROME_PATH to a Chrome/Chromium binary.
MSG
exit 1
