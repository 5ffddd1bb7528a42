// Which Chromium the end-to-end suite would drive (test/helpers/chromium.ts): prints it, or
// what was tried and the command that gets one, and exits 1. `npx tsx scripts/chromium.ts`;
// .ci/run installs a browser with apt only when this fails.
import { chromiumSummary, findChromium } from '../test/helpers/chromium'

const found = await findChromium()
if (found.ok) {
  console.log(chromiumSummary(found.chromium))
} else {
  console.error(found.message)
  process.exitCode = 1
}
