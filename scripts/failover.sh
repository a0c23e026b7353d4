#!/usr/bin/env bash
# npm run failover: two Depot servers on one throwaway PostgreSQL behind nginx, one of them
# killed under load (scripts/failover.ts). Everything listens on 127.0.0.1 only and the whole run
# is bounded in time. Installs nginx from Debian the first time (root or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nginx >/dev/null; then
  echo "failover: installing nginx from Debian …"
  sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y nginx-light >/dev/null
fi

export PATH="$PWD/node_modules/.bin:$PATH"
exec timeout --kill-after=30 600 bash scripts/pg-temp.sh node scripts/failover.ts
