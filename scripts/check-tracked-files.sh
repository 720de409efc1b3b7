#!/usr/bin/env bash
# Fails when git tracks build output: an executable binary anywhere, or a file over 1 MB
# outside testdata/ (lock files excepted).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
bad=0
while IFS= read -r -d '' f; do
  [ -f "$f" ] || continue
  case "$f" in testdata/*|*/testdata/*) testdata=1 ;; *) testdata=0 ;; esac
  magic=$(head -c 4 "$f" | od -An -tx1 | tr -d ' \n')
  case "$magic" in
    7f454c46|4d5a*|cffaedfe|cefaedfe|feedface|feedfacf|cafebabe)
      echo "tracked binary executable: $f" >&2; bad=1; continue ;;
  esac
  if [ "$testdata" = 0 ] && [ "$(stat -c %s "$f")" -gt 1048576 ]; then
    case "$f" in *package-lock.json) ;; *) echo "tracked file over 1 MB: $f" >&2; bad=1 ;; esac
  fi
done < <(git ls-files -z)
exit $bad
