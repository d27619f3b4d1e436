import type { PosterFacts } from './catalogue-queries';

/**
 * Background and accent per first genre; films without a genre get slate. Backgrounds are
 * mid-dark (lightness about 20-30%), so a poster stands apart from both the light theme's
 * white page and the dark theme's near-black one; accents are pale, for contrast on them.
 */
const PALETTE: Readonly<Record<number, readonly [string, string]>> = {
  28: ['#991b1b', '#fecaca'],
  12: ['#9a3412', '#fed7aa'],
  16: ['#a16207', '#fef9c3'],
  35: ['#a16207', '#fef08a'],
  80: ['#44403c', '#e7e5e4'],
  99: ['#115e59', '#99f6e4'],
  18: ['#1e40af', '#bfdbfe'],
  10751: ['#3f6212', '#d9f99d'],
  14: ['#6b21a8', '#e9d5ff'],
  36: ['#92400e', '#fde68a'],
  27: ['#450a0a', '#fca5a5'],
  10402: ['#9d174d', '#fbcfe8'],
  9648: ['#3730a3', '#c7d2fe'],
  10749: ['#be123c', '#ffe4e6'],
  878: ['#155e75', '#a5f3fc'],
  10770: ['#52525b', '#f4f4f5'],
  53: ['#374151', '#fde68a'],
  10752: ['#4d5e1a', '#ecfccb'],
  37: ['#9a3412', '#ffedd5'],
};
const FALLBACK: readonly [string, string] = ['#334155', '#e2e8f0'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Greedy word wrap; a word longer than a line is cut, and more than maxLines ends in an ellipsis. */
function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
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

/** A name on one line: what does not fit the poster's width ends in an ellipsis. */
const oneLine = (text: string, maxChars: number): string => (text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`);

const SANS = 'Helvetica, Arial, sans-serif';

/**
 * A 2:3 poster (TMDB's shape) showing only what the catalogue knows: year, title, director and
 * top-billed cast, coloured by the first genre. Sizes are chosen for the smallest place the SPA
 * shows it, 180 px wide (0.36 of the 500-unit drawing): the title at up to 56 units reads at up to 20 px,
 * names at 34 units at 12 px. No words of its own, so it suits both languages.
 */
export function posterSvg(film: PosterFacts): string {
  const [background, accent] = PALETTE[film.genre_ids[0] ?? -1] ?? FALLBACK;
  const castTop = 750 - 70 - (film.cast.length - 1) * 44;
  const directorY = castTop - 74;
  // The title is centred between the year and the first name below it.
  const titleArea = { top: 130, bottom: film.director ? directorY - 60 : film.cast.length > 0 ? castTop - 70 : 680 };
  const lines = wrapTitle(film.title, 14, Math.min(5, Math.max(2, Math.floor((titleArea.bottom - titleArea.top) / 62))));
  // Bold serif letters average up to 0.7 em in the fonts that stand in for Georgia: long lines
  // get a smaller size to fit 430 units.
  const fontSize = Math.min(56, Math.floor(430 / (0.7 * Math.max(...lines.map((line) => line.length)))));
  const lineHeight = Math.round(fontSize * 1.12);
  const titleTop = Math.round((titleArea.top + titleArea.bottom) / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35);
  const title = lines
    .map((line, index) => `<tspan x="250" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const cast = film.cast
    .map((name, index) => `<tspan x="250" y="${castTop + index * 44}">${escapeXml(oneLine(name, 22))}</tspan>`)
    .join('');
  const label = [film.title, film.year && `(${film.year})`, film.director && `— ${film.director}`].filter(Boolean).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750" role="img" aria-label="${escapeXml(label)}">`
    + '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">'
    + '<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>'
    + `<rect width="500" height="750" fill="${background}"/>`
    + '<rect width="500" height="750" fill="url(#shade)"/>'
    + `<rect x="20" y="20" width="460" height="710" fill="none" stroke="${accent}" stroke-width="6" rx="14"/>`
    + (film.year ? `<text x="250" y="96" fill="${accent}" font-family="${SANS}" font-size="40" font-weight="bold" letter-spacing="6" text-anchor="middle">${film.year}</text>` : '')
    + `<text fill="#ffffff" font-family="Georgia, serif" font-size="${fontSize}" font-weight="bold" text-anchor="middle">${title}</text>`
    + (film.director
      ? `<text x="250" y="${directorY}" fill="${accent}" font-family="${SANS}" font-size="34" font-style="italic" text-anchor="middle">${escapeXml(oneLine(film.director, 22))}</text>`
        + `<rect x="190" y="${castTop - 56}" width="120" height="4" fill="${accent}"/>`
      : '')
    + (cast ? `<text fill="#ffffff" font-family="${SANS}" font-size="34" text-anchor="middle">${cast}</text>` : '')
    + '</svg>';
}
