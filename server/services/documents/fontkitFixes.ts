import type { Font } from 'fontkit'

/**
 * Three OpenType layout rules fontkit 2.0.4 gets wrong, which Noto Sans Bengali relies on
 * to join and space Assamese conjuncts (ADR 009). They are fixed here, once per parsed font
 * (1 and 2 are also open pull requests upstream, foliojs/fontkit#372 and #373):
 *
 * 1. Chained-context backtrack order. The spec stores a rule's backtrack sequence closest
 *    glyph first; fontkit matches it the other way round, so rules with two or more
 *    different backtrack glyphs never fire (বন্ধ and শুল্ক lose a headline piece). The
 *    font's backtrack arrays are reversed in place, so fontkit's matcher reads them right.
 * 2. Mark filtering sets. A lookup with the flag useMarkFilteringSet must skip every mark
 *    outside its GDEF mark glyph set; fontkit ignores the flag, so contexts that look past
 *    a conjunct's arm mark fail (ক্ত stays 200 units too narrow and its headline runs into
 *    the next word). fontkit's glyph iterator is taught the sets.
 * 3. Per-syllable features. HarfBuzz applies the Indic shaping features (nukt … cjct,
 *    init, pres, abvs, blws, psts, haln) within one syllable: a context never reaches into
 *    the neighbouring syllable. fontkit lets it, so the font's rule for the conjunct হ্ন
 *    (backtrack হ, input ন) also fires on plain হন, and বহন is drawn as বহ্ন. Context and
 *    ligature matching of those features is limited to the current glyph's syllable.
 *
 * fontkit's iterator class is internal, so it is reached through a font's layout engine;
 * if fontkit's shape changes, this throws, and the shaping tests (which compare advance
 * widths with HarfBuzz's) fail instead of the documents.
 */
type Coverage = { version: number; glyphs?: number[]; rangeRecords?: Array<{ start: number; end: number }> }
type Listish<T> = T[] | { length: number; get(i: number): T; toArray?: () => T[] }
interface ChainRule {
  backtrack: unknown[]
}
interface SubTable {
  version?: number
  lookupType?: number
  extension?: SubTable
  chainRuleSets?: Listish<Listish<ChainRule> | null>
  chainClassSet?: Listish<Listish<ChainRule | null> | null>
  backtrackCoverage?: unknown[]
}
interface Lookup {
  lookupType: number
  flags: { flags: { useMarkFilteringSet?: boolean } }
  markFilteringSet?: number
  subTables: Listish<SubTable>
}
interface LayoutTable {
  lookupList: Listish<Lookup>
}
type FontInternals = Font & {
  GDEF?: { markGlyphSetsDef?: { coverage?: Listish<Coverage> } }
  GSUB?: LayoutTable
  GPOS?: LayoutTable
  _layoutEngine?: { engine?: { GSUBProcessor?: { glyphIterator?: object }; GPOSProcessor?: { glyphIterator?: object } } }
  __layoutFixes?: true
}

function items<T>(list: Listish<T> | null | undefined): T[] {
  if (!list) return []
  if (Array.isArray(list)) return list
  return Array.from({ length: list.length }, (_, i) => list.get(i))
}

/** the chained-context subtables of a table (GSUB 6 / GPOS 8), through extension lookups (GSUB 7 / GPOS 9) */
function chainSubTables(table: LayoutTable | undefined, chainType: number, extensionType: number): SubTable[] {
  const out: SubTable[] = []
  for (const lookup of items(table?.lookupList)) {
    for (const st of items(lookup.subTables)) {
      if (lookup.lookupType === chainType) out.push(st)
      else if (lookup.lookupType === extensionType && st.lookupType === chainType && st.extension) out.push(st.extension)
    }
  }
  return out
}

function reverseBacktracks(font: FontInternals): void {
  const reverse = (a: unknown[] | undefined) => {
    if (!a || a.length < 2) return
    if (!Array.isArray(a)) throw new Error('fontkit chain rule changed shape')
    a.reverse()
  }
  for (const st of [...chainSubTables(font.GSUB, 6, 7), ...chainSubTables(font.GPOS, 8, 9)]) {
    if (st.version === 1) for (const set of items(st.chainRuleSets)) for (const rule of items(set)) reverse(rule.backtrack)
    else if (st.version === 2) for (const set of items(st.chainClassSet)) for (const rule of items(set)) reverse(rule?.backtrack)
    else if (st.version === 3) reverse(st.backtrackCoverage)
  }
}

interface GlyphInfo {
  id: number
  isMark: boolean
}
interface IteratorState {
  flags: { ignoreMarks?: boolean }
  markFilteringSet?: Set<number> | null
}
interface IteratorProto {
  reset(this: IteratorState, options?: object, index?: number): void
  shouldIgnore(this: IteratorState, glyph: GlyphInfo): boolean
  __markFilteringSets?: true
}

/** a lookup's flags object (one per lookup, kept by fontkit) → its mark glyph set */
const setsByFlags = new WeakMap<object, Set<number>>()

function glyphSet(c: Coverage): Set<number> {
  if (c.version === 1) return new Set(c.glyphs ?? [])
  const set = new Set<number>()
  for (const r of c.rangeRecords ?? []) for (let g = r.start; g <= r.end; g++) set.add(g)
  return set
}

function patchIterator(proto: IteratorProto): void {
  if (proto.__markFilteringSets) return
  const { reset, shouldIgnore } = proto
  if (typeof reset !== 'function' || typeof shouldIgnore !== 'function') throw new Error('fontkit glyph iterator changed shape')
  proto.reset = function (options = {}, index = 0) {
    reset.call(this, options, index)
    this.markFilteringSet = setsByFlags.get(options) ?? null
  }
  proto.shouldIgnore = function (glyph) {
    // a filtering set supersedes the mark attachment type; ignoreMarks supersedes the set
    if (this.markFilteringSet && glyph.isMark) return !!this.flags.ignoreMarks || !this.markFilteringSet.has(glyph.id)
    return shouldIgnore.call(this, glyph)
  }
  proto.__markFilteringSets = true
}

function honourMarkFilteringSets(font: FontInternals): void {
  const sets = items(font.GDEF?.markGlyphSetsDef?.coverage).map(glyphSet)
  if (sets.length === 0) return
  for (const table of [font.GSUB, font.GPOS]) {
    for (const lookup of items(table?.lookupList)) {
      if (lookup.flags.flags.useMarkFilteringSet && lookup.markFilteringSet !== undefined && sets[lookup.markFilteringSet]) {
        setsByFlags.set(lookup.flags, sets[lookup.markFilteringSet])
      }
    }
  }
  font.layout('\u0995') // builds the layout engine and its processors
  const engine = font._layoutEngine?.engine
  const iterator = engine?.GPOSProcessor?.glyphIterator ?? engine?.GSUBProcessor?.glyphIterator
  if (!iterator) throw new Error('fontkit layout engine changed shape: cannot honour mark filtering sets')
  patchIterator(Object.getPrototypeOf(iterator) as IteratorProto)
}

/** HarfBuzz's F_PER_SYLLABLE features of the Indic shaper (hb-ot-shaper-indic.cc) */
const PER_SYLLABLE_FEATURES = new Set(['nukt', 'akhn', 'rphf', 'rkrf', 'pref', 'blwf', 'abvf', 'half', 'pstf', 'vatu', 'cjct', 'init', 'pres', 'abvs', 'blws', 'psts', 'haln'])

interface SyllableGlyph {
  shaperInfo?: { syllable?: number } | null
}
type MatchFn = (component: unknown, glyph: SyllableGlyph) => boolean
interface ProcessorProto {
  match(this: ProcessorState, sequenceIndex: number, sequence: unknown[], fn: MatchFn, matched?: number[]): unknown
  __perSyllable?: true
}
interface ProcessorState {
  currentFeature: string | null
  glyphIterator?: { cur: SyllableGlyph | null }
}

function limitToSyllable(font: FontInternals): void {
  const engine = font._layoutEngine?.engine
  for (const processor of [engine?.GSUBProcessor, engine?.GPOSProcessor]) {
    if (!processor) continue
    // the class that defines match() (fontkit's OTProcessor, shared by GSUB and GPOS)
    let proto = Object.getPrototypeOf(processor) as ProcessorProto | null
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'match')) proto = Object.getPrototypeOf(proto) as ProcessorProto | null
    if (!proto || typeof proto.match !== 'function') throw new Error('fontkit layout processor changed shape')
    if (proto.__perSyllable) continue
    const { match } = proto
    proto.match = function (sequenceIndex, sequence, fn, matched) {
      const syllable = this.glyphIterator?.cur?.shaperInfo?.syllable
      if (syllable === undefined || !PER_SYLLABLE_FEATURES.has(this.currentFeature ?? '')) return match.call(this, sequenceIndex, sequence, fn, matched)
      const sameSyllable: MatchFn = (c, g) => (g.shaperInfo?.syllable ?? syllable) === syllable && fn(c, g)
      return match.call(this, sequenceIndex, sequence, sameSyllable, matched)
    }
    proto.__perSyllable = true
  }
}

/** Applies the fixes to a freshly parsed font (idempotent). */
export function fixFontkitLayout(font: Font): Font {
  const f = font as FontInternals
  if (f.__layoutFixes) return font
  reverseBacktracks(f)
  honourMarkFilteringSets(f)
  limitToSyllable(f)
  f.__layoutFixes = true
  return font
}
