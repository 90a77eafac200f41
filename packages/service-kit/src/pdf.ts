import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb as pdfRgb } from 'pdf-lib';

/**
 * The documents the portal issues (e-tickets, vouchers) as PDF files, made with pdf-lib: A4 pages
 * of text, lines and filled boxes, in an embedded DejaVu Sans Condensed, whose glyphs cover every
 * character the EN and FR formatters produce (the narrow no-break space of French amounts, accents,
 * arrows, ligatures), unlike the standard Helvetica's WinAnsi.
 */
export interface PdfText {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  color?: [number, number, number];
}

export interface PdfBox {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  color: [number, number, number];
}

export type PdfItem = PdfText | PdfBox;

export const A4 = { width: 595, height: 842 } as const;

// Required, not imported: the package is CommonJS without a default export in its types, and pdf-lib wants the whole module.
const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

const TEXT_COLOR: [number, number, number] = [31, 31, 31];

/** The documents' TrueType fonts, from the dejavu-fonts-ttf package (condensed: about Helvetica's width, so the documents' columns fit). */
const DOCUMENT_FONTS = { regular: 'DejaVuSansCondensed', bold: 'DejaVuSansCondensed-Bold' } as const;

const documentFontFile = (name: string): Buffer => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));

// Read once, on the first document.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () => (fonts ??= { regular: documentFontFile(DOCUMENT_FONTS.regular), bold: documentFontFile(DOCUMENT_FONTS.bold) });

/** The characters of a text that a document font (regular or bold) has no glyph for: what a PDF would print as an empty box. */
export function documentFontLacks(text: string): string[] {
  const lacking = new Set<string>();
  for (const file of Object.values(fontFiles())) {
    const font = fontkit.create(file);
    for (const char of text.normalize('NFC')) if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) lacking.add(char);
  }
  return [...lacking];
}

const rgb = ([r, g, b]: [number, number, number]) => pdfRgb(r / 255, g / 255, b / 255);

/** Pages of items (y measured from the top, in points) as a PDF file, its fonts subset to the characters used. */
export async function renderPdf(pages: PdfItem[][], title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setProducer('Voyagr Pro');
  pdf.setCreator('Voyagr Pro');
  const files = fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  for (const items of pages) {
    const page = pdf.addPage([A4.width, A4.height]);
    for (const item of items) {
      if (item.kind === 'box') page.drawRectangle({ x: item.x, y: A4.height - item.y - item.height, width: item.width, height: item.height, color: rgb(item.color) });
      else page.drawText(item.text.normalize('NFC'), { x: item.x, y: A4.height - item.y, size: item.size ?? 10, font: item.bold ? bold : regular, color: rgb(item.color ?? TEXT_COLOR) });
    }
  }
  return Buffer.from(await pdf.save());
}
