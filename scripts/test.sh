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

# Runs the named commands side by side (each is mostly one core, or waits on the network), then
# prints each one's output in turn with its time; fails if any failed.
side_by_side() {
  local logs names=() pids=() failed=0 index
  logs=$(mktemp -d)
  for index in $(seq 1 2 $#); do
    local name=${!index} next=$((index + 1))
    local command=${!next}
    names+=("$name")
    ( started=$SECONDS; status=0; bash -c "$command" >"$logs/${#names[@]}" 2>&1 || status=$?
      printf -- '--- %s: %ss%s\n' "$name" $((SECONDS - started)) "$([ $status -eq 0 ] || echo ", failed ($status)")" >>"$logs/${#names[@]}"
      exit $status ) &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed=1
    printf -- '--- %s\n' "${names[$index]}"
    cat "$logs/$((index + 1))"
  done
  rm -rf "$logs"
  return $failed
}

step "type-check, lint, message catalogues and the test tools, side by side"
side_by_side \
  "type-check" "npm run --silent typecheck" \
  "lint" "npm run --silent lint" \
  "message catalogues" "npx tsx scripts/i18n/check.ts" \
  "browser, nginx and promtool" "bash scripts/ensure-chromium.sh && { bash scripts/ensure-nginx.sh || echo '(the multi-instance test will be skipped)'; } && bash scripts/ensure-promtool.sh"
step "unit + coverage";   npx vitest run --project unit --coverage
# The one build of the run: the api and e2e projects' global setup finds it current and builds nothing.
step "build";             npm run --silent build
step "byte budgets";      npm run --silent size
# One run for the rest, so that what waits (servers starting, pages settling) overlaps with what computes:
# api and e2e four files at a time, the pictured stories in two browser pages (pages, components), the
# English stories and the ui tests in one each.
step "api, ui, stories (Japanese pictured, English played), e2e"
npx vitest run --passWithNoTests --project api --project ui --project storybook --project storybook-en --project e2e
