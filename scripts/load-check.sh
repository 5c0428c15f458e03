#!/usr/bin/env bash
# The load check (docs/testing.md): `npm test` in two fresh clones at the same time, round after round
# (three by default); it passes when every run passes. Each clone is the committed state of REF (HEAD by
# default) with its own `npm ci`, so nothing of this checkout (build/, node_modules/.cache) is shared.
#
#   scripts/load-check.sh [rounds] [ref]
#
# The clones and every run's output stay in the folder printed at the start when a run fails (or with
# KEEP=1); a check that passes removes them.
set -euo pipefail

rounds=${1:-3}
ref=${2:-HEAD}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify "$ref^{commit}")
work=$(mktemp -d "${TMPDIR:-/tmp}/seo-sheets-load-check.XXXXXX")
clones=(a b)
echo "load check of $(git -C "$root" log -1 --format='%h %s' "$commit" | cut -c1-80)"
echo "  ${rounds} rounds of two npm test at once, in $work"

for clone in "${clones[@]}"; do
  git clone --quiet --no-checkout "$root" "$work/$clone"
  git -C "$work/$clone" checkout --quiet --detach "$commit"
  if ! (cd "$work/$clone" && npm ci --no-audit --no-fund >"$work/$clone-install.log" 2>&1); then
    echo "npm ci failed in clone $clone: $work/$clone-install.log"
    exit 1
  fi
done

failed=0
for round in $(seq "$rounds"); do
  pids=()
  for clone in "${clones[@]}"; do
    (
      log="$work/$clone-round$round.log"
      started=$(date +%s)
      if (cd "$work/$clone" && npm test) >"$log" 2>&1; then
        echo "round $round, clone $clone: passed in $(($(date +%s) - started)) s"
      else
        echo "round $round, clone $clone: FAILED after $(($(date +%s) - started)) s ($log):"
        grep -E '^(FAIL|  ●)' "$log" | sed 's/^/    /' || true
        exit 1
      fi
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  echo "  load average after round $round: $(cut -d' ' -f1-3 /proc/loadavg)"
done

if [ "$failed" -ne 0 ]; then
  echo "load check FAILED; clones and logs kept in $work"
  exit 1
fi
echo "load check passed: $((rounds * ${#clones[@]})) runs"
if [ -n "${KEEP:-}" ]; then echo "kept in $work"; else rm -rf "$work"; fi
