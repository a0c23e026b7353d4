#!/usr/bin/env bash
# `npm test`: the one answer to "is it green?", on a developer's machine and in CI alike.
# Installs what the tests need (npm packages; Debian's chromium, postgresql and nginx-light),
# then runs lint, type checks, unit tests, API tests on PGlite and on a throwaway PostgreSQL, the web
# build and the Playwright e2e tests. A failing stage does not stop the later ones (one run
# shows every problem), but fails the run. Results go to .test-output/; the summary's last
# line is `N passed, M failed`.
set -euo pipefail

# shellcheck source=scripts/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
cd "$DEPOT_ROOT"

readonly OUT=.test-output
readonly STAGES_FILE=$OUT/stages.tsv
readonly DEBIAN_PACKAGES=(chromium postgresql nginx-light)
# vitest's usual output, plus a JSON report (--outputFile.json) for the summary.
readonly VITEST_REPORTERS=(--reporter=default --reporter=json)
# One test file per core: vitest's own default leaves a core idle, and on a two-core machine
# that is half of it. Unit test files share nothing; every API test file has a database of
# its own, so files never meet.
readonly TEST_WORKERS=${TEST_WORKERS:-$(nproc)}

# Without this, a runner that catches Ctrl-C and exits normally would let the next stage start.
trap 'echo; echo "test.sh: interrupted" >&2; exit 130' INT TERM

# The tests copy, write and throw away thousands of database folders (a template's copy per
# test file, the e2e server's, the throwaway PostgreSQL's). On a memory-backed folder a copy
# takes a tenth of the time it takes on disk, so temporary files go there when the machine has
# one; it is removed when the run ends, however it ends.
use_memory_scratch() {
  [[ -d /dev/shm && -w /dev/shm ]] || return 0
  DEPOT_SCRATCH=$(mktemp -d /dev/shm/depot-test.XXXXXX)
  # Reachable by the postgres user, which runs the throwaway server from inside it.
  chmod 755 "$DEPOT_SCRATCH"
  export TMPDIR=$DEPOT_SCRATCH
  # The PGlite API tests leave their sample operator here, and the end-to-end server starts on
  # a copy of it instead of loading it again; in memory only, as it is some 400 MB.
  export DEPOT_SAMPLE_DATA_DIR=$DEPOT_SCRATCH/sample-operator
  trap 'rm -rf "$DEPOT_SCRATCH"' EXIT
}

readonly RULE='==============================================================================='
header() {
  printf '\n%s\n== %s\n%s\n' "$RULE" "$*" "$RULE"
}

# One line per stage for scripts/summarize-tests.ts:
# title, status, exit code, seconds, runner (vitest|playwright|-), report file, note.
record() {
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$STAGES_FILE"
}

# run_stage TITLE RUNNER REPORT CMD... runs CMD under a header, records how it went and
# sets stage_status; it never stops the script, so that later stages still run.
stage_status=
run_stage() {
  local title=$1 runner=$2 report=$3
  shift 3
  header "$title"
  local started=$SECONDS code=0
  "$@" || code=$?
  stage_status=passed
  [[ $code -eq 0 ]] || stage_status=failed
  record "$title" "$stage_status" "$code" "$((SECONDS - started))" "$runner" "$report" ""
}

skip_stage() {
  header "$1"
  echo "skipped: $2"
  record "$1" skipped "" 0 - "" "$2"
}

# Install stages abort the run at once: nothing after them could work.
install_stage() {
  local title=$1
  shift
  header "$title"
  local started=$SECONDS
  if ! "$@"; then
    echo "test.sh: $title failed; nothing else can run" >&2
    exit 1
  fi
  record "$title" passed 0 "$((SECONDS - started))" - "" ""
}

is_installed() {
  [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) == "install ok installed" ]]
}

# Chromium drives the e2e tests, PostgreSQL the second API run and nginx its two servers on one
# database; apt-get only when one is missing, since it needs root and takes minutes.
ensure_debian_packages() {
  local missing=() package
  for package in "${DEBIAN_PACKAGES[@]}"; do
    is_installed "$package" || missing+=("$package")
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    echo "Debian packages present: ${DEBIAN_PACKAGES[*]}"
    return
  fi
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; return 1; }
    sudo=(sudo)
  fi
  echo "Installing Debian packages: ${missing[*]}"
  # Wait for another apt (e.g. one started at boot) instead of failing on its lock.
  local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600)
  # Explicit returns: install_stage tests this function's status, which turns off set -e.
  "${apt[@]}" update || return
  "${apt[@]}" install -y "${missing[@]}" || return
}

main() {
  rm -rf "$OUT"
  mkdir -p "$OUT"
  : >"$STAGES_FILE"
  use_memory_scratch

  install_stage "npm packages" ensure_npm_packages
  install_stage "Debian packages" ensure_debian_packages

  run_stage "lint" - "" npm run lint
  run_stage "typecheck" - "" npm run typecheck
  local unit=$OUT/unit.json api_pglite=$OUT/api-pglite.json api_postgres=$OUT/api-postgres.json
  run_stage "unit tests" vitest "$unit" \
    npx vitest run --project contracts --project web --project server-unit --project tooling \
    --maxWorkers="$TEST_WORKERS" "${VITEST_REPORTERS[@]}" --outputFile.json="$unit"
  run_stage "API tests on PGlite" vitest "$api_pglite" \
    env -u DATABASE_URL -u TEST_DATABASE_URL \
    npx vitest run --project server-api --maxWorkers="$TEST_WORKERS" \
    "${VITEST_REPORTERS[@]}" --outputFile.json="$api_pglite"
  # pg-temp.sh exports DATABASE_URL and TEST_DATABASE_URL for the command and removes the
  # server afterwards, even when the tests fail or are interrupted.
  run_stage "API tests on PostgreSQL" vitest "$api_postgres" \
    bash scripts/pg-temp.sh \
    npx vitest run --project server-api --maxWorkers="$TEST_WORKERS" \
    "${VITEST_REPORTERS[@]}" --outputFile.json="$api_postgres"
  run_stage "web build" - "" npm run build
  if [[ $stage_status == passed ]]; then
    # Sizes of the build just made: fails when a screen's compressed JavaScript passes its budget.
    run_stage "web budgets" - "" npm run check:web-budgets
    # e2e/playwright.config.ts writes its JSON report to .test-output/e2e.json.
    run_stage "e2e tests" playwright "$OUT/e2e.json" \
      npx playwright test -c e2e/playwright.config.ts
  else
    skip_stage "web budgets" "the web build failed"
    skip_stage "e2e tests" "the web build failed"
  fi

  header "Summary"
  node scripts/summarize-tests.ts "$STAGES_FILE"
}

main "$@"
