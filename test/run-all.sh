#!/usr/bin/env bash
# Runs the checks (ESLint, tsc) and every suite (unit, quality gate, end-to-end), and closes with one line
# `N passed, N failed` over all of them; each check counts as one test.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0

# The end-to-end suites drive Debian's browsers; npm installs neither. Say so in one line, not as a parse error.
for browser in /usr/bin/chromium /usr/bin/firefox-esr; do
  if [ ! -x "$browser" ]; then
    echo "missing browser: $browser (the end-to-end tests need Debian's chromium and firefox-esr; .ci/run installs them with apt-get)"
    status=1
  fi
done

# Each check writes {"check": name, "passed": bool} for sum-results.mjs; its output stays on the console.
check() {
  local name=$1; shift
  local passed=true
  echo "== $name: $*"
  "$@" || { passed=false; status=1; }
  printf '{"check":"%s","passed":%s}\n' "$name" "$passed" >"test-results/check-$name.json"
}
check lint npm run -s lint
check tsc npx tsc --noEmit

npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json || status=1

if npm run -s build:test >test-results/build.log 2>&1; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json || status=1
else
  cat test-results/build.log; echo "test build failed"; status=1
fi

node test/sum-results.mjs test-results/check-lint.json test-results/check-tsc.json test-results/vitest.json test-results/playwright.json || status=1
exit $status
