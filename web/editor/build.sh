#!/usr/bin/env bash
# Rebuilds ../assets/vendor/editor.js, the page's code editor, from the npm
# packages pinned by package-lock.json (npm ci: exactly the locked
# versions). The bundle is committed: `go build` needs no npm.
#   web/editor/build.sh          rebuild
#   web/editor/build.sh --check  rebuild in a temporary copy and fail when
#                                the committed bundle differs (CI)
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  cp -r package.json package-lock.json src "$tmp/"
  mkdir -p "$tmp/out"
  (cd "$tmp" && npm ci --no-audit --no-fund --loglevel=error >/dev/null &&
    npx esbuild src/main.js --bundle --format=esm --minify --legal-comments=none --target=es2020 --outfile=out/editor.js --log-level=warning)
  if ! cmp -s "$tmp/out/editor.js" ../assets/vendor/editor.js; then
    echo "web/assets/vendor/editor.js is not the build of web/editor (run web/editor/build.sh and commit it)" >&2
    exit 1
  fi
  echo "web/assets/vendor/editor.js matches the build of package-lock.json"
  exit 0
fi
npm ci --no-audit --no-fund --loglevel=error
npm run --silent build -- --log-level=warning
ls -l ../assets/vendor/editor.js
