import type { BookingStatus, Language } from '@portal/contracts';
import { DOCUMENT_WORDS } from '@portal/i18n/documents';
import { A4, renderPdf, type PdfItem } from '@portal/service-kit';

type Rgb = [number, number, number];
const BRAND: Rgb = [21, 84, 173];
const MUTED: Rgb = [110, 110, 110];
const WHITE: Rgb = [255, 255, 255];
const MARGIN = 40;

/** A table of a document's items (travellers, flights, rooms, services): one x per column, optional column labels. */
export interface DocumentTable {
  columns: number[];
  labels?: string[];
  rows: string[][];
}

/** A titled part of a document: a table, lines of text, or both. */
export interface DocumentSection {
  heading: string;
  table?: DocumentTable;
  lines?: string[];
}

/** What a booking document (an e-ticket, a voucher) says; the words come from the shared dictionary. */
export interface BookingDocument {
  lang: Language;
  title: string;
  reference: string;
  status: BookingStatus;
  /** The product's own header lines under the reference (an airline record, the date of issue). */
  details: string[];
  sections: DocumentSection[];
  /** What the traveller paid, formatted in the reader's language. */
  total: string;
  footer: string;
}

/** Characters of a body line that fit the page's width at the body size. */
export const LINE_CHARS = 100;

/** A long text (a meeting point, an instruction) as body lines that fit the page, cut between words. */
export function wrapText(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/**
 * A booking document as a one-page PDF: the brand band with the title, the reference and status
 * with the product's details, its sections top to bottom, the total and a small-print footer.
 */
export function renderBookingDocument(document: BookingDocument): Promise<Buffer> {
  const words = DOCUMENT_WORDS[document.lang];
  const items: PdfItem[] = [
    { kind: 'box', x: 0, y: 0, width: A4.width, height: 70, color: BRAND },
    { kind: 'text', x: MARGIN, y: 42, text: words.brand, size: 20, bold: true, color: WHITE },
    { kind: 'text', x: 360, y: 42, text: document.title, size: 14, color: WHITE },
    { kind: 'text', x: MARGIN, y: 105, text: `${words.reference}: ${document.reference}`, size: 12, bold: true },
    { kind: 'text', x: 360, y: 105, text: `${words.status}: ${words.statuses[document.status]}`, size: 11 },
    ...document.details.map((text, i): PdfItem => ({ kind: 'text', x: MARGIN, y: 123 + 18 * i, text, size: 11 })),
  ];
  let y = 123 + 18 * document.details.length + 21;
  for (const { heading, table, lines = [] } of document.sections) {
    items.push({ kind: 'text', x: MARGIN, y, text: heading, size: 12, bold: true, color: BRAND });
    y += 20;
    if (table?.labels) {
      items.push(...table.labels.map((text, i): PdfItem => ({ kind: 'text', x: table.columns[i]!, y, text, size: 9, bold: true, color: MUTED })));
      y += 16;
    }
    for (const row of table?.rows ?? []) {
      items.push(...row.map((text, i): PdfItem => ({ kind: 'text', x: table!.columns[i]!, y, text, size: 10 })));
      y += 18;
    }
    for (const text of lines) {
      items.push({ kind: 'text', x: MARGIN, y, text, size: 10 });
      y += 18;
    }
    y += 14;
  }
  items.push({ kind: 'text', x: MARGIN, y, text: `${words.total}: ${document.total}`, size: 12, bold: true }, { kind: 'text', x: MARGIN, y: 800, text: document.footer, size: 8, color: MUTED });
  return renderPdf([items], `${document.title} ${document.reference}`);
}
