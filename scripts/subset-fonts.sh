#!/usr/bin/env bash
# Regenerates src/fonts/*.woff2 from @fontsource/inter with only the characters the site uses (the fonts block the
# first paint). Needs python3-fonttools and python3-brotli; run after changing the package or the weights, and commit.
set -euo pipefail
cd "$(dirname "$0")/.."
for weight in 400 600 700; do
  python3 -m fontTools.subset "node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2" \
    --unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215" \
    --layout-features="kern,liga,calt" --flavor=woff2 --output-file="src/fonts/inter-latin-${weight}-normal.woff2"
done
ls -l src/fonts/*.woff2
