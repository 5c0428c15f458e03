#!/usr/bin/env bash
# Debian's Chromium for the tests, less two costs no test needs:
# - the omnibox's two WebUI pop-ups. Chromium 156 preloads them, each a renderer of its own, for every
#   window, so for every context a test opens: 0.15-0.2 s of CPU apiece, a fifth of what the browser suites
#   cost Chromium;
# - RenderDocument, a new frame host for every navigation, even to the same site: every opening of the
#   sidebar is one, and without it an opening costs Chromium about a fifth less CPU.
# They go by feature name, added to the --disable-features that Playwright passes: Chromium keeps only the
# last such switch, so a second one would turn Playwright's own list (HttpsUpgrades, PaintHolding...) back on.
set -euo pipefail
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) arg+=',WebUIOmniboxPopup,WebUIOmniboxAimPopup,RenderDocument' ;;
  esac
  args+=("$arg")
done
exec "${SEO_SHEETS_CHROMIUM_BINARY:?}" "${args[@]}"
