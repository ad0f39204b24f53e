#!/usr/bin/env bash
# Makes sure nginx exists for the runs through a load balancer (scripts/instances.ts): uses NGINX_PATH,
# /usr/sbin/nginx or nginx on PATH; installs Debian's package when running as root with apt-get.
# Exits 1 with a message saying how to get it otherwise.
set -euo pipefail
has_nginx() { { [ -n "${NGINX_PATH:-}" ] && [ -x "$NGINX_PATH" ]; } || [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }
if has_nginx; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's nginx for the runs through a load balancer..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package's own service (port 80) is not what we run: keep apt from starting it.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get install -y -qq nginx >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The runs through a load balancer need nginx and none was found.
Install it (Debian/Ubuntu: "sudo apt-get install -y nginx") or set NGINX_PATH to an nginx binary.
MSG
exit 1
