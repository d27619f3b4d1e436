import type { PosterFacts } from './catalogue-queries';

/** Background and accent per first genre; films without a genre get slate. */
const PALETTE: Readonly<Record<number, readonly [string, string]>> = {
  28: ['#7f1d1d', '#fca5a5'],
  12: ['#7c2d12', '#fdba74'],
  16: ['#713f12', '#fde047'],
  35: ['#854d0e', '#fef08a'],
  80: ['#1c1917', '#d6d3d1'],
  99: ['#134e4a', '#99f6e4'],
  18: ['#1e3a8a', '#bfdbfe'],
  10751: ['#365314', '#d9f99d'],
  14: ['#581c87', '#e9d5ff'],
  36: ['#78350f', '#fde68a'],
  27: ['#0f0f0f', '#ef4444'],
  10402: ['#831843', '#fbcfe8'],
  9648: ['#312e81', '#c7d2fe'],
  10749: ['#9f1239', '#fecdd3'],
  878: ['#164e63', '#a5f3fc'],
  10770: ['#3f3f46', '#e4e4e7'],
  53: ['#1f2937', '#fbbf24'],
  10752: ['#3f6212', '#ecfccb'],
  37: ['#92400e', '#fed7aa'],
};
const FALLBACK: readonly [string, string] = ['#334155', '#e2e8f0'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Greedy word wrap; a word longer than a line is cut, and more than maxLines ends in an ellipsis. */
function wrapTitle(title: string, maxChars = 16, maxLines = 5): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? [word];
    for (const piece of pieces) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= maxChars) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, maxChars - 1) ?? ''}…`;
  return kept;
}

/** A 2:3 poster (TMDB's shape) showing only what the catalogue knows: title, year, genre. */
export function posterSvg(film: PosterFacts): string {
  const [background, accent] = PALETTE[film.genre_ids[0] ?? -1] ?? FALLBACK;
  const lines = wrapTitle(film.title);
  const top = 330 - lines.length * 24;
  const text = lines
    .map((line, index) => `<tspan x="250" y="${top + index * 56}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750" role="img" aria-label="${escapeXml(film.title)}${film.year ? ` (${film.year})` : ''}">`
    + `<rect width="500" height="750" fill="${background}"/>`
    + `<rect x="24" y="24" width="452" height="702" fill="none" stroke="${accent}" stroke-width="4" rx="12"/>`
    + `<text fill="${accent}" font-family="Georgia, serif" font-size="44" font-weight="bold" text-anchor="middle">${text}</text>`
    + (film.year ? `<text x="250" y="660" fill="${accent}" font-family="Helvetica, Arial, sans-serif" font-size="36" text-anchor="middle">${film.year}</text>` : '')
    + '</svg>';
}
