#!/bin/sh
# Remakes src/fonts/be-vietnam-pro-*.woff2 from the full font (SIL Open Font License): Basic
# Latin, Latin-1, every Vietnamese letter and tone mark, the đồng sign and common punctuation, in
# one file per weight. Needs fontTools with brotli (Debian: python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent @expo-google-fonts/be-vietnam-pro@0.4.1 >/dev/null && tar xzf ./*.tgz)
unicodes="U+0020-007E,U+00A0-00FF,U+0102-0103,U+0110-0111,U+0128-0129,U+0131,U+0152-0153,\
U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303,U+0309,U+0323,\
U+1EA0-1EF9,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AB,U+20AC,\
U+2122,U+2190-2193,U+2212"
for face in 400:400Regular 500:500Medium 600:600SemiBold 700:700Bold; do
  weight=${face%%:*}
  name=${face#*:}
  python3 -m fontTools.subset "$work/package/$name/BeVietnamPro_$name.ttf" \
    --unicodes="$unicodes" --layout-features='kern,liga,ccmp,mark,mkmk,locl,calt' \
    --flavor=woff2 --no-hinting --desubroutinize \
    --output-file="src/fonts/be-vietnam-pro-$weight.woff2"
done
