#!/usr/bin/env bash
# Runs every suite in order; stops at the first failure. Each suite writes JSON results into
# .tmp/results so the last line can report one "N passed, N failed" total.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .tmp/results && mkdir -p .tmp/results

step() { printf '\n== %s ==\n' "$1"; }

step "lint (biome; boundaries between areas included)"
npx biome check .

step "areas: no loop, no reach past an index.ts"
node scripts/area-graph.mjs --check

step "typecheck"
npm run typecheck --silent

run_vitest() { # workspace, result name, extra env...
  local ws=$1 name=$2; shift 2
  step "unit: $name"
  (cd "$ws" && env "$@" npx vitest run --reporter=default --reporter=json --outputFile="../../.tmp/results/$name.json")
}

run_vitest packages/domain domain
run_vitest packages/contracts contracts
run_vitest apps/server server-pglite TEST_DATABASE_URL=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_vitest apps/server server-postgres TEST_DATABASE_URL="$TEST_DATABASE_URL"
else
  echo "(TEST_DATABASE_URL not set: server suite ran on PGlite only)"
fi
run_vitest apps/web web

step "build web"
npm run build --silent -w apps/web

step "browser (Playwright, Chromium)"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: install Debian's chromium (apt-get install -y chromium)." >&2
  exit 1
fi
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results/e2e.pw.json npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/test-summary.mjs .tmp/results
