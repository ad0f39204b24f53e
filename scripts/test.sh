#!/usr/bin/env bash
# Every test of the project, in order from cheapest to dearest; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$1"; }
step "type-check";        npm run --silent typecheck
step "lint";              npm run --silent lint
step "message catalogues"; npx tsx scripts/i18n/check.ts
step "browser";           bash scripts/ensure-chromium.sh
step "nginx";             bash scripts/ensure-nginx.sh || echo "(the multi-instance test will be skipped)"
step "unit + coverage";   npx vitest run --project unit --coverage
step "build";             npm run --silent build
step "byte budgets";      npm run --silent size
step "api, ui, stories (Japanese and English), e2e"
npx vitest run --passWithNoTests --project api --project ui --project storybook --project storybook-en --project e2e
