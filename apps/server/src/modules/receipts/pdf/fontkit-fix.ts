/**
 * fontkit 2.0.4 (inside pdfkit) throws on a mark-to-base record whose base anchor is NULL
 * ("Cannot read properties of null (reading 'xCoordinate')"). OpenType allows NULL there: the
 * mark does not attach to that base, and HarfBuzz leaves it where it is. The Noto Malayalam,
 * Gurmukhi and Nastaliq fonts have such records, so every word ending in a chandrakkala could
 * not be set. This gives fontkit's GPOS processor HarfBuzz's reading: no anchor, no move.
 * Applied once per process, to the fontkit copy pdfkit itself loads (decision 049).
 */
interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, index: number): void;
}

let fixed = false;

/** Patches the GPOS processor of the fontkit font `font` was opened with (pdfkit's own). */
export function fixNullAnchors(font: {
  layout(text: string): unknown;
  _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } };
}): void {
  if (fixed) return;
  font.layout('A');
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const proto = Object.getPrototypeOf(processor) as GposProcessor;
  const original = proto.applyAnchor;
  proto.applyAnchor = function applyAnchor(this: GposProcessor, markRecord, baseAnchor, index) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    original.call(this, markRecord, baseAnchor, index);
  };
  fixed = true;
}
