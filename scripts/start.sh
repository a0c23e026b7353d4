#!/usr/bin/env bash
# `npm start`: installs npm packages if node_modules is missing or stale, builds the web app
# if its build is missing or older than its sources, then becomes the server. HOST, PORT,
# DATA_DIR, DATABASE_URL, ADMIN_EMAIL, … pass through from the environment (README).
set -euo pipefail

# shellcheck source=scripts/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
cd "$DEPOT_ROOT"

readonly WEB_BUILD_MARKER=apps/web/dist/index.html

# Everything the web build is made from: its own sources and config, the contracts it
# imports, and the installed packages (a changed lock file means a changed dependency).
web_build_is_stale() {
  [[ -f $WEB_BUILD_MARKER ]] || return 0
  local newer
  newer=$(find apps/web packages/contracts package-lock.json \
    \( -path apps/web/dist -o -name node_modules \) -prune -o \
    -type f -newer "$WEB_BUILD_MARKER" -print -quit)
  [[ -n $newer ]]
}

ensure_npm_packages

# Rebuilt only when stale rather than always: a restart should take a second, not the
# half-minute a Vite build takes on two cores. Git gives files it changes a new mtime, so
# a pull that touches the web app or the contracts triggers the build.
if web_build_is_stale; then
  echo "Building the web app (apps/web/dist is missing or older than its sources)"
  npm run build --workspace @depot/web
else
  echo "The web app build is up to date"
fi

# The server runs compiled ahead into one file rather than from its TypeScript sources: it
# starts faster and holds less memory without Node's type stripper (docs/decisions/0029). It
# takes a fraction of a second, so it is built every time and is never stale.
node scripts/build-server.ts

# exec: the server replaces this shell, so SIGTERM and Ctrl-C reach it directly and it can
# shut down gracefully. V8's young generation is capped at 16 MB a half: on a machine with much
# memory Node lets it grow to 64 MB a half and keeps it, about 100 MB of the server's resident
# memory for nothing once started (docs/decisions/0019). Allocation-site pretenuring is off: V8
# otherwise may, by chance, start allocating the database driver's rows straight into its old
# generation during a long export, which then grows by a hundred MB a second (docs/decisions/0030).
exec node --max-semi-space-size=16 --no-allocation-site-pretenuring apps/server/dist/server.js
