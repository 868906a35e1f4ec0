#!/usr/bin/env bash
# Packages the VS Code extension into thronescript-VERSION.vsix, from a
# clone, with the npm packages pinned by package-lock.json:
#   examples/editors/vscode/package.sh
#   code --install-extension examples/editors/vscode/thronescript-0.1.0.vsix
# It bundles extension.js and vscode-languageclient into one file
# (dist/extension.js, esbuild), packages it with vsce without node_modules
# (.vscodeignore keeps the extension's files only), and checks that the
# package holds exactly those files.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --loglevel=error
npx esbuild extension.js --bundle --platform=node --format=cjs --target=node18 --external:vscode --minify --outfile=dist/extension.js --log-level=warning
version=$(node -p 'require("./package.json").version')
vsix="thronescript-$version.vsix"
rm -f "$vsix"
npx vsce package --no-dependencies --skip-license --allow-missing-repository --out "$vsix" >/dev/null
# exactly these files, under extension/ (the rest of a .vsix is its own
# manifest and content types)
want='extension/dist/extension.js
extension/language-configuration.json
extension/package.json
extension/readme.md
extension/syntaxes/thronescript.tmLanguage.json'
got=$(unzip -Z1 "$vsix" | grep '^extension/' | sort)
if [ "$got" != "$want" ]; then
  echo "$vsix holds other files than the extension's:" >&2
  echo "$got" >&2
  exit 1
fi
echo "$(pwd)/$vsix: $(echo "$got" | wc -l) files; install with: code --install-extension $(pwd)/$vsix"
