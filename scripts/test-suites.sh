#!/usr/bin/env bash
# make test: runs the first suite named beside the others, which run one after another, and
# prints its output after theirs. The Go suite goes beside: it mostly waits on PostgreSQL while
# the UI suites keep the CPUs busy. A failing suite stops the ones after it (the one beside runs
# to its end). Each suite's time is printed at the end, also when one fails, so a slow run
# shows where it went.
set -uo pipefail
make=${MAKE:-make}
beside=$1
shift

out=$(mktemp)
set -m # the suite beside gets a process group of its own, ended with this script
(
  start=$SECONDS
  $make --no-print-directory "$beside" >"$out.log" 2>&1
  echo "$? $((SECONDS - start))" >"$out"
) &
group=$!
set +m
trap 'kill -- -$group 2>/dev/null; rm -f "$out" "$out.log"' EXIT

times=""
failed=""
for suite in "$@"; do
  start=$SECONDS
  $make --no-print-directory "$suite"
  status=$?
  times+=$(printf '  %-13s %5d s' "$suite" $((SECONDS - start)))$'\n'
  if [ $status -ne 0 ]; then
    failed+=" $suite"
    echo
    echo "$suite failed; waiting for $beside, which runs beside."
    break
  fi
done

wait $group
echo
echo "=== $beside (ran beside the suites above)"
cat "$out.log"
read -r status seconds <"$out"
times=$(printf '  %-13s %5d s (beside)' "$beside" "$seconds")$'\n'"$times"
[ "$status" -eq 0 ] || failed=" $beside$failed"

if [ -n "$failed" ]; then
  printf '\nmake test failed:%s. Time per suite:\n%s' "$failed" "$times"
  exit 1
fi
printf '\nmake test passed. Time per suite:\n%s' "$times"
