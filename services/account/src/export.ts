import ExcelJS from 'exceljs';
import type { ParameterizedContext } from 'koa';

export type Cell = string | number | null;

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a UTF-8 byte order mark, so spreadsheet programs read accents right. */
export function toCsv(headers: string[], rows: Cell[][]): Buffer {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(sheetName: string, headers: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Voyagr Pro';
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Answers a table as a CSV or XLSX download named `${name}.${format}`. */
export async function sendTable(ctx: ParameterizedContext, format: 'csv' | 'xlsx', name: string, headers: string[], rows: Cell[][]): Promise<void> {
  ctx.set('Content-Disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'csv') {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = toCsv(headers, rows);
  } else {
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = await toXlsx(name, headers, rows);
  }
}

/** Minor units as a plain decimal (what a spreadsheet can add up), e.g. 150000 EUR → 1500.00. */
export function decimal(minor: number, digits: number): string {
  return (minor / 10 ** digits).toFixed(digits);
}
