#!/usr/bin/env bash
# Every test of the project, in order from cheapest to dearest; stops at the first failure.
# Each step prints how long it took, and the end the whole run's time (README "Tests").
set -euo pipefail
cd "$(dirname "$0")/.."
step_name=""
step_started=$SECONDS
step_took() { if [ -n "$step_name" ]; then printf '=== %s: %ss\n' "$step_name" $((SECONDS - step_started)); fi; }
step() { step_took; step_name=$1; step_started=$SECONDS; printf '\n=== %s\n' "$1"; }
trap 'step_took; printf "=== npm test: %ss\n" "$SECONDS"' EXIT
step "type-check";        npm run --silent typecheck
step "lint";              npm run --silent lint
step "message catalogues"; npx tsx scripts/i18n/check.ts
step "browser";           bash scripts/ensure-chromium.sh
step "nginx";             bash scripts/ensure-nginx.sh || echo "(the multi-instance test will be skipped)"
step "promtool";          bash scripts/ensure-promtool.sh
step "unit + coverage";   npx vitest run --project unit --coverage
# The one build of the run: the api and e2e projects' global setup finds it current and builds nothing.
step "build";             npm run --silent build
step "byte budgets";      npm run --silent size
# One run for the rest, so that what waits (servers starting, pages settling) overlaps with what computes:
# api and e2e two files at a time, the stories of each language and the ui tests one browser page each.
step "api, ui, stories (Japanese pictured, English played), e2e"
npx vitest run --passWithNoTests --project api --project ui --project storybook --project storybook-en --project e2e
