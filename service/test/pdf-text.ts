import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** ToUnicode CMap of an embedded font: glyph code (4 hex digits) → text (pdf-lib writes one bfchar per glyph). */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code.toLowerCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
    }
  }
  return map;
}

const decoded = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

function fontsOf(page: PDFPage): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    fonts.set(name.asString(), toUnicode instanceof PDFRawStream ? parseToUnicode(decoded(toUnicode)) : new Map());
  }
  return fonts;
}

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
}

/**
 * The text a PDF of the service draws, one string per drawn text, in drawing order: the content streams' hex strings
 * (`<…> Tj`) decoded through the ToUnicode map of the font selected before them (`/F 10 Tf`). Embedded fonts write
 * two-byte glyph codes, so this reads what a PDF viewer's text selection would give.
 */
export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = fontsOf(page);
    let font = new Map<string, string>();
    for (const stream of contentStreams(page)) {
      for (const op of decoded(stream).matchAll(/(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (op[1]) {
          font = fonts.get(op[1]) ?? new Map();
        } else {
          const codes = op[2].match(/.{4}/g) ?? [];
          texts.push(codes.map((code) => font.get(code.toLowerCase()) ?? '\uFFFD').join(''));
        }
      }
    }
  }
  return texts;
}

export const pdfText = async (pdf: Uint8Array) => (await pdfTexts(pdf)).join('\n');

/**
 * Each drawn text with the fill colour it is drawn in (the last `r g b rg` before it, as `#rrggbb`; black without
 * one): reads the content streams' colour operators next to the texts that pdfTexts decodes.
 */
export async function pdfTextColours(pdf: Uint8Array): Promise<{ text: string; colour: string }[]> {
  const doc = await PDFDocument.load(pdf);
  const drawn: { text: string; colour: string }[] = [];
  const hex = (...channels: string[]) =>
    `#${channels
      .map((c) =>
        Math.round(Number(c) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  for (const page of doc.getPages()) {
    const fonts = fontsOf(page);
    let font = new Map<string, string>();
    let colour = '#000000';
    for (const stream of contentStreams(page)) {
      const ops = /(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+rg\b/g;
      for (const op of decoded(stream).matchAll(ops)) {
        if (op[1]) font = fonts.get(op[1]) ?? new Map();
        else if (op[3]) colour = hex(op[3], op[4], op[5]);
        else {
          const codes = op[2].match(/.{4}/g) ?? [];
          drawn.push({ text: codes.map((code) => font.get(code.toLowerCase()) ?? '\uFFFD').join(''), colour });
        }
      }
    }
  }
  return drawn;
}
