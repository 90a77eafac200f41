import ExcelJS from 'exceljs';
import { amountCell, neutralised, toCsv, toXlsx, type Cell } from './export';

const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+33612345678', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

describe('exports never carry a formula', () => {
  it('prefixes a single quote to text starting like a formula, and leaves other text alone', () => {
    for (const text of FORMULAS) expect(neutralised(text)).toBe(`'${text}`);
    for (const text of ['Atlas Voyages', 'FL-12', '2026-11-10T09:00:00.000Z', '', "'already"]) expect(neutralised(text)).toBe(text);
  });

  const rows: Cell[][] = [
    [FORMULAS[0]!, amountCell(-30000, 2), 7],
    ['-REF', amountCell(1500, 0), null],
  ];

  it('writes CSV text cells neutralised and amounts, negative ones too, as plain numbers', () => {
    const lines = toCsv(['Reference', 'Amount', 'Count'], rows).toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual(['Reference,Amount,Count', `"'=HYPERLINK(""http://evil.example"",""x"")",-300.00,7`, "'-REF,1500,"]);
  });

  it('writes XLSX text cells as neutralised strings and amounts as numbers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx('Sheet', ['Reference', 'Amount', 'Count'], rows)) as never);
    const sheet = book.worksheets[0]!;
    const formula = sheet.getRow(2).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe(`'${FORMULAS[0]}`);
    const amount = sheet.getRow(2).getCell(2);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(-300);
    expect(amount.numFmt).toBe('0.00');
    expect(sheet.getRow(3).getCell(1).value).toBe("'-REF");
    expect(sheet.getRow(3).getCell(2).value).toBe(1500);
  });
});
