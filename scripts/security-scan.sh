#!/usr/bin/env bash
# npm run scan: sqlmap and wapiti against a console started on 127.0.0.1 with the sample data
# (scripts/security-scan.ts), inside a network namespace of its own (unshare -n) with only a
# loopback, so neither scanner can reach anything but that server. Needs root, for the namespace
# and, the first time, to install the scanners from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $(id -u) -ne 0 ]]; then
  echo "scan: run as root (the network namespace needs it)" >&2
  exit 1
fi
if ! command -v sqlmap >/dev/null || ! command -v wapiti >/dev/null; then
  echo "scan: installing sqlmap and wapiti from Debian …"
  DEBIAN_FRONTEND=noninteractive apt-get install -y sqlmap wapiti >/dev/null
fi

export PATH="$PWD/node_modules/.bin:$PATH"
# The whole run is bounded: the scanners stop themselves, and this stops everything after 30 min.
exec timeout --kill-after=30 1800 unshare --net sh -c 'ip link set lo up && exec node scripts/security-scan.ts'
