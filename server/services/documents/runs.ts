import type { FontScript } from './fonts'

/**
 * Characters drawn with the Bengali-script font: the Bengali block (Assamese letters and
 * digits), the Vedic marks the font carries, dandas, ZWNJ/ZWJ (they steer conjunct
 * forming) and ₹, which the Latin subset lacks. Everything else is drawn in Latin.
 */
// eslint-disable-next-line no-misleading-character-class -- each mark (Vedic signs, ZWNJ/ZWJ) is listed on its own, as a single code point to match
const BENGALI = /[\u0951\u0952\u0964\u0965\u0980-\u09FF\u1CD0-\u1CFF\u200C\u200D\u20B9\u25CC\uA8F1]/u
const SPACE = /\s/u

export interface TextRun {
  script: FontScript
  text: string
}

function scriptOf(ch: string): FontScript {
  return BENGALI.test(ch) ? 'beng' : 'latn'
}

/**
 * Splits mixed text into runs of one script, so each run is shaped by one font. Spaces
 * stay with the run they follow (a leading space goes with the first run), so a run
 * never starts or ends a cluster in the middle, and there are few runs.
 */
export function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let pending = ''
  for (const ch of text) {
    if (SPACE.test(ch)) {
      if (runs.length === 0) pending += ch
      else runs[runs.length - 1].text += ch
      continue
    }
    const script = scriptOf(ch)
    const last = runs[runs.length - 1]
    if (last && last.script === script) last.text += ch
    else {
      runs.push({ script, text: pending + ch })
      pending = ''
    }
  }
  if (pending) runs.push({ script: 'latn', text: pending })
  return runs
}
