import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts of the invoice PDFs: Open Sans (SIL OFL 1.1, npm package @expo-google-fonts/open-sans), embedded as a
 * subset. The standard PDF fonts only know WinAnsi, and pdf-lib throws on any other character, yet a customer may live
 * in Győr or Plzeň (addresses are free text); Open Sans covers Latin, Latin Extended, Greek and Cyrillic.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf',
  bold: '@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf',
} as const;

type Weight = keyof typeof FONT_FILES;

const cache = new Map<Weight, Promise<Buffer>>();

/** The font file's bytes, read once per process (about 130 kB each). */
function fontBytes(weight: Weight): Promise<Buffer> {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[weight]));
    cache.set(weight, bytes);
  }
  return bytes;
}

interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds both weights into the document; only the glyphs it draws are stored (a few kB). */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes('regular'), fontBytes('bold')]);
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * What a font can draw of a text, on one line: composed (NFC, as pdf-lib places no combining marks), whitespace as
 * spaces, and characters without a glyph (emoji, CJK, control characters) as '?', so no stored string can make a PDF
 * fail or draw empty boxes; everything else stays as written.
 */
export function drawable(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  return Array.from(text.normalize('NFC').replace(/\s/g, ' '), (char) => (supported.has(char.codePointAt(0) as number) ? char : '?')).join(
    '',
  );
}
