import type { Script } from './fonts.ts';

/** Unicode blocks of the scripts the PDFs set (their supplements included). */
const BLOCKS: [number, number, Script][] = [
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x1cd0, 0x1cff, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
];

const RUPEE = 0x20b9;
/** Danda and double danda: shared by the Indic scripts, each subset carries them. */
const DANDAS = new Set([0x0964, 0x0965]);
/** Zero-width (non-)joiners steer the shaping of the letters around them. */
const JOINERS = new Set([0x200c, 0x200d]);

/** A stretch of text set in one font: a script's, or Latin (null). */
export interface Run {
  script: Script | null;
  text: string;
}

function scriptOf(code: number): Script | null {
  if (code === RUPEE) return 'devanagari';
  for (const [from, to, script] of BLOCKS) if (code >= from && code <= to) return script;
  return null;
}

/**
 * Splits a text into runs of one script each, so that each is set (and shaped) in a font that
 * has its letters. Dandas and joiners stay in the run they are in; everything else outside the
 * scripts' blocks (spaces, digits, Latin, punctuation) is Latin.
 */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    const script =
      (DANDAS.has(code) || JOINERS.has(code)) && last?.script ? last.script : scriptOf(code);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/**
 * The runs of a right-to-left line in the order they are drawn from left to right: the
 * right-to-left runs reversed, each stretch of left-to-right runs between them kept in its order
 * (figures and ids read left to right inside an Urdu line). fontkit orders the glyphs inside
 * an Arabic run itself.
 */
export function visualOrder(runs: Run[], rtl: (script: Script) => boolean): Run[] {
  if (!runs.some((r) => r.script && rtl(r.script))) return runs;
  const groups: Run[][] = [];
  for (const run of runs) {
    const isRtl = run.script !== null && rtl(run.script);
    const last = groups.at(-1);
    if (!isRtl && last && !(last[0]!.script && rtl(last[0]!.script))) last.push(run);
    else groups.push([run]);
  }
  return groups.reverse().flat();
}
