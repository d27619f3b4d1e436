/**
 * Some non-English titles and names in vega-datasets' movies.json were written as Windows-1252
 * and read back as Mac Roman ("AmÈlie" for "Amélie", "Per qualche dollaro in pi˘"). Each of
 * these characters is the Mac Roman reading of one Windows-1252 letter; mapping them back
 * restores the original text. Only characters that never appear correctly in the data set
 * are listed (its "Alien³" and "Ri¢hie Ri¢h" are left alone).
 */
const MAC_ROMAN_TO_CP1252: Readonly<Record<string, string>> = {
  'È': 'é',
  'Í': 'ê',
  'Ë': 'è',
  'Î': 'ë',
  '‡': 'à',
  '·': 'á',
  '‰': 'ä',
  'Û': 'ó',
  'Ù': 'ô',
  '˘': 'ù',
  'Ö': '…',
  'Ω': '½',
};

const MOJIBAKE = new RegExp(`[${Object.keys(MAC_ROMAN_TO_CP1252).join('')}]`, 'gu');

export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE, (char) => MAC_ROMAN_TO_CP1252[char] ?? char);
}
