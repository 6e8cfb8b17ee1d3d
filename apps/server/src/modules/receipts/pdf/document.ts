import PDFDocument from 'pdfkit';
import {
  LANGUAGE_SCRIPTS,
  latinFont,
  RTL_SCRIPTS,
  scriptFont,
  type Script,
  type Weight,
} from './fonts.ts';
import { fixNullAnchors } from './fontkit-fix.ts';
import { splitRuns, visualOrder, type Run } from './runs.ts';

const MARGIN = 50;
const A4 = { width: 595.28, height: 841.89 };

/** One cell of a table row: its share of the line's width and how its text sits. */
export interface Cell {
  text: string;
  width: number;
  align?: 'start' | 'end';
  bold?: boolean;
}

export interface LineOptions {
  size?: number;
  bold?: boolean;
  align?: 'start' | 'end' | 'center';
  color?: string;
}

/**
 * A PDF written line by line in a language: every text is set in runs of one script each (see
 * runs.ts), lines of a right-to-left language start at the right margin and tables are
 * mirrored. Long texts wrap at spaces.
 */
export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  readonly rtl: boolean;
  private y = MARGIN;
  private readonly lineFactor: number;
  /** Where the baseline sits below a line's top, in font sizes. */
  private readonly baseline: number;

  constructor(language: string, info: { title: string }) {
    const script = LANGUAGE_SCRIPTS[language] ?? null;
    this.rtl = script !== null && RTL_SCRIPTS.has(script);
    // Nastaliq climbs and descends far more than the Indic scripts.
    this.lineFactor = this.rtl ? 2.1 : 1.55;
    this.baseline = this.rtl ? 1.4 : 1.1;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: info.title, Producer: 'GharSeva', Creator: 'GharSeva' },
      lang: language,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font(this.fontOf(null, 400));
    fixNullAnchors(
      (this.doc as unknown as { _font: { font: Parameters<typeof fixNullAnchors>[0] } })._font.font,
    );
  }

  private fontOf(script: Script | null, weight: Weight): string {
    const name = `${script ?? 'latin'}-${weight}`;
    const registered = (this.doc as unknown as { _registeredFonts: Record<string, unknown> })
      ._registeredFonts;
    if (!registered[name]) {
      this.doc.registerFont(name, script ? scriptFont(script, weight) : latinFont(weight));
    }
    return name;
  }

  private useRun(run: Run, size: number, bold: boolean) {
    return this.doc.font(this.fontOf(run.script, bold ? 700 : 400)).fontSize(size);
  }

  private width(text: string, size: number, bold: boolean): number {
    return splitRuns(text).reduce(
      (sum, run) => sum + this.useRun(run, size, bold).widthOfString(run.text),
      0,
    );
  }

  /** The text's lines within `max` points, broken at spaces. */
  private wrap(text: string, size: number, bold: boolean, max: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, size, bold) > max) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  private draw(text: string, x: number, y: number, size: number, bold: boolean, color: string) {
    const runs = visualOrder(splitRuns(text), (s) => RTL_SCRIPTS.has(s));
    let at = x;
    for (const run of runs) {
      const font = this.useRun(run, size, bold);
      // Every run on one baseline: the fonts' ascenders differ (Nastaliq's by far).
      font.fillColor(color).text(run.text, at, y + size * this.baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
      at += font.widthOfString(run.text);
    }
  }

  private ensureRoom(height: number) {
    if (this.y + height > A4.height - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  /** A paragraph across the page. */
  line(text: string, options: LineOptions = {}): this {
    const { size = 10, bold = false, align = 'start', color = '#111111' } = options;
    const max = A4.width - 2 * MARGIN;
    for (const part of this.wrap(text, size, bold, max)) {
      const height = size * this.lineFactor;
      this.ensureRoom(height);
      const width = this.width(part, size, bold);
      const side =
        align === 'center' ? 'center' : (align === 'end') !== this.rtl ? 'right' : 'left';
      const x =
        side === 'center'
          ? (A4.width - width) / 2
          : side === 'right'
            ? A4.width - MARGIN - width
            : MARGIN;
      this.draw(part, x, this.y, size, bold, color);
      this.y += height;
    }
    return this;
  }

  /** A row of cells whose widths are fractions of the line; mirrored in a right-to-left language. */
  row(cells: Cell[], options: { size?: number } = {}): this {
    const base = options.size ?? 9;
    const full = A4.width - 2 * MARGIN;
    // A word wider than its cell (a long heading, a payout id) is set smaller rather than
    // broken inside a syllable.
    const sizes = cells.map((cell) => {
      const longest = Math.max(
        ...cell.text.split(/\s+/).map((word) => this.width(word, base, cell.bold ?? false)),
      );
      const room = cell.width * full - 6;
      return longest > room ? Math.max(5, (base * room) / longest) : base;
    });
    const wrapped = cells.map((cell, i) =>
      this.wrap(cell.text, sizes[i]!, cell.bold ?? false, cell.width * full - 6),
    );
    const height = Math.max(...wrapped.map((l, i) => l.length * sizes[i]!)) * this.lineFactor;
    this.ensureRoom(height);
    let start = 0;
    cells.forEach((cell, i) => {
      const cellWidth = cell.width * full;
      const left = this.rtl ? A4.width - MARGIN - start - cellWidth : MARGIN + start;
      const size = sizes[i]!;
      wrapped[i]!.forEach((text, n) => {
        const width = this.width(text, size, cell.bold ?? false);
        const right = (cell.align === 'end') !== this.rtl;
        const x = right ? left + cellWidth - 3 - width : left + 3;
        this.draw(
          text,
          x,
          this.y + n * size * this.lineFactor,
          size,
          cell.bold ?? false,
          '#111111',
        );
      });
      start += cellWidth;
    });
    this.y += height;
    return this;
  }

  /** Label and value on one line, the value at the line's far end. */
  pair(label: string, value: string, options: { bold?: boolean; size?: number } = {}): this {
    return this.row(
      [
        { text: label, width: 0.45, bold: options.bold ?? false },
        { text: value, width: 0.55, align: 'end', bold: options.bold ?? false },
      ],
      { size: options.size ?? 10 },
    );
  }

  gap(points = 8): this {
    this.y += points;
    return this;
  }

  rule(): this {
    this.ensureRoom(8);
    this.doc
      .moveTo(MARGIN, this.y + 3)
      .lineTo(A4.width - MARGIN, this.y + 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 8;
    return this;
  }

  /** The finished file. */
  async finish(): Promise<Buffer> {
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
