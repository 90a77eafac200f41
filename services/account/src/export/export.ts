import ExcelJS from 'exceljs';
import type { ParameterizedContext } from 'koa';

/** An amount in minor units and its currency's decimals: written as a number a spreadsheet can add up. */
export interface Amount {
  minor: number;
  digits: number;
}

export type Cell = string | number | Amount | null;

export function amountCell(minor: number, digits: number): Amount {
  return { minor, digits };
}

// OWASP CSV injection: a cell starting with one of these is read as a formula (tab and CR too, which spreadsheets skip).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as every export writes it: one starting like a formula gets a leading single quote
 * (OWASP), so a spreadsheet shows it and never runs it. Numbers and amounts are never text.
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function isAmount(value: Cell): value is Amount {
  return typeof value === 'object' && value !== null;
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (isAmount(value)) return (value.minor / 10 ** value.digits).toFixed(value.digits);
  if (typeof value === 'number') return String(value);
  const text = neutralised(value);
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
  const header = sheet.addRow(headers.map(neutralised));
  header.font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([]);
    row.forEach((value, i) => {
      const cell = added.getCell(i + 1);
      if (value === null) return;
      if (isAmount(value)) {
        cell.value = value.minor / 10 ** value.digits;
        cell.numFmt = value.digits > 0 ? `0.${'0'.repeat(value.digits)}` : '0';
      } else if (typeof value === 'number') {
        cell.value = value;
      } else {
        // A text cell with the Text format: a string, never a formula, even once edited.
        cell.value = neutralised(value);
        cell.numFmt = '@';
      }
    });
  }
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
