/**
 * A small PDF writer for documents the portal issues (e-tickets, vouchers): A4 pages of text in
 * the standard Helvetica fonts, lines and filled boxes. Text is WinAnsi-encoded, which covers
 * English and French (accents, €, guillemets).
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

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  œ: 0x9c,
  Œ: 0x8c,
  Ÿ: 0x9f,
};

/** The string as a PDF literal in WinAnsi bytes; characters outside it become '?'. */
function literal(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte = WIN_ANSI_EXTRA[char] ?? (code < 256 && !(code >= 0x80 && code < 0xa0) ? code : 0x3f);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

const rgb = ([r, g, b]: [number, number, number]) => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;

function content(items: PdfItem[]): string {
  return items
    .map((item) =>
      item.kind === 'box'
        ? `${rgb(item.color)} rg ${item.x} ${A4.height - item.y - item.height} ${item.width} ${item.height} re f`
        : `BT ${rgb(item.color ?? [31, 31, 31])} rg /${item.bold ? 'F2' : 'F1'} ${item.size ?? 10} Tf ${item.x} ${A4.height - item.y} Td ${literal(item.text)} Tj ET`,
    )
    .join('\n');
}

/** Pages of items (y measured from the top, in points) as a PDF file. */
export function renderPdf(pages: PdfItem[][], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${literal(title)} /Producer (Voyagr Pro) >>`);
  const pageIds = pages.map((items) => {
    const stream = content(items);
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`);
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
