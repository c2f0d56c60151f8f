#!/usr/bin/env bash
# Regenerates src/fonts/*.woff2 from @fontsource/inter's latin files, keeping what the site's text uses: Basic Latin,
# Latin-1, general punctuation, the euro and trade marks, arrows and the minus sign, with kerning and ligatures.
# About 15 kB a weight instead of 24 kB: the fonts load before the first paint, so every byte counts on mobile.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run it after changing
# @fontsource/inter or the weights in src/app/(site)/layout.tsx, and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
for weight in 400 600 700; do
  python3 -m fontTools.subset "node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2" \
    --unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215" \
    --layout-features="kern,liga,calt" --flavor=woff2 --output-file="src/fonts/inter-latin-${weight}-normal.woff2"
done
ls -l src/fonts/*.woff2
