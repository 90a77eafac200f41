/** Text without accents, in lower case: what name look-ups compare ("zurich" finds "Zürich"). */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
