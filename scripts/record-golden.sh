#!/usr/bin/env bash
# Re-records the golden variants in Tests/ThemifyKitTests/Golden, the typed keys of the sample
# themes (Tests/ThemifyRuntimeTests/Fixtures/Golden), the preview's SVGs and contact-sheet
# screenshots (Tests/ThemifyPreviewTests/Golden) and the documentation's generated tables (docs/) after an
# intended change to themify's output, then shows what changed so it can be reviewed before
# committing.
set -euo pipefail
cd "$(dirname "$0")/.."
THEMIFY_RECORD_GOLDEN=1 swift test --filter "GoldenTests|ReadmeTests|TypedKeySourceTests|GoldenSVGTests|ContactSheetChromiumTests"
git --no-pager diff --stat -- Tests/ThemifyKitTests/Golden Tests/ThemifyRuntimeTests/Fixtures/Golden Tests/ThemifyPreviewTests/Golden README.md docs
