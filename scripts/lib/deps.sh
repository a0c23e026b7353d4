# shellcheck shell=bash
# Shared by scripts/test.sh and scripts/start.sh (sourced, never run): makes sure the
# project's npm packages are installed and match package-lock.json, and puts the Node 24
# that the registry package `node@24` installs first on PATH.

# Repository root, whatever the caller's working directory.
DEPOT_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# Written into node_modules after a successful `npm ci`; holds the lock file's hash. It lives
# inside node_modules so that deleting node_modules deletes the stamp with it.
DEPOT_INSTALL_STAMP="$DEPOT_ROOT/node_modules/.depot-install-stamp"

lockfile_hash() {
  sha256sum "$DEPOT_ROOT/package-lock.json" | cut -d' ' -f1
}

# Installs npm packages with `npm ci` (exactly the lock file, nothing else) when needed:
# always in CI, locally only when node_modules was not installed from the current lock.
ensure_npm_packages() {
  local wanted
  wanted=$(lockfile_hash)
  if [[ ${CI:-} != true && -f $DEPOT_INSTALL_STAMP && $(<"$DEPOT_INSTALL_STAMP") == "$wanted" ]]; then
    echo "npm packages match package-lock.json (stamp $DEPOT_INSTALL_STAMP): not reinstalling"
  else
    echo "Installing npm packages with npm ci (package-lock.json ${wanted:0:12})"
    # Explicit returns: callers test this function's status, which turns off set -e inside.
    # --prefer-offline: a package already in npm's cache is taken from it without asking the
    # registry whether it changed. The lock file names each by version and integrity hash, so
    # what is installed is the same either way; the registry is asked only for what is missing.
    (cd "$DEPOT_ROOT" && npm ci --prefer-offline --no-audit --no-fund) || return
    echo "$wanted" >"$DEPOT_INSTALL_STAMP" || return
  fi
  use_project_node
}

# Scripts run outside npm (bash scripts/start.sh) would otherwise get the machine's Node 20,
# which cannot run the TypeScript sources; npm scripts already have this directory first.
use_project_node() {
  export PATH="$DEPOT_ROOT/node_modules/.bin:$PATH"
}
