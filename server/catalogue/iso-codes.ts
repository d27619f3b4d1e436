/**
 * The ISO codes the film world uses, with TMDB's English names: ISO 3166-1 alpha-2 countries
 * (plus TMDB's codes for states that no longer exist: SU, YU, XC, XG, CS) and ISO 639-1
 * languages. The build writes no other code (server/catalogue/world/freebase-codes.ts) and
 * npm run catalogue:check refuses any other, so every code the API sends has a name here.
 */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AE: 'United Arab Emirates', AF: 'Afghanistan', AL: 'Albania', AM: 'Armenia', AR: 'Argentina', AT: 'Austria',
  AU: 'Australia', AW: 'Aruba', AZ: 'Azerbaijan', BA: 'Bosnia & Herzegovina', BD: 'Bangladesh', BE: 'Belgium',
  BF: 'Burkina Faso', BG: 'Bulgaria', BH: 'Bahrain', BO: 'Bolivia', BR: 'Brazil', BS: 'Bahamas', BT: 'Bhutan',
  CA: 'Canada', CD: 'Congo (Kinshasa)', CG: 'Congo (Brazzaville)', CH: 'Switzerland', CL: 'Chile',
  CM: 'Cameroon', CN: 'China', CO: 'Colombia', CR: 'Costa Rica', CS: 'Serbia and Montenegro', CU: 'Cuba',
  CY: 'Cyprus', CZ: 'Czechia', DE: 'Germany', DK: 'Denmark', DZ: 'Algeria', EE: 'Estonia', EG: 'Egypt',
  ES: 'Spain', ET: 'Ethiopia', FI: 'Finland', FR: 'France', GB: 'United Kingdom', GE: 'Georgia', GN: 'Guinea',
  GR: 'Greece', GW: 'Guinea-Bissau', HK: 'Hong Kong', HR: 'Croatia', HT: 'Haiti', HU: 'Hungary', ID: 'Indonesia',
  IE: 'Ireland', IL: 'Israel', IM: 'Isle of Man', IN: 'India', IQ: 'Iraq', IR: 'Iran', IS: 'Iceland',
  IT: 'Italy', JM: 'Jamaica', JO: 'Jordan', JP: 'Japan', KE: 'Kenya', KH: 'Cambodia', KR: 'South Korea',
  KW: 'Kuwait', LB: 'Lebanon', LK: 'Sri Lanka', LT: 'Lithuania', LU: 'Luxembourg', LY: 'Libya', MA: 'Morocco',
  MC: 'Monaco', ME: 'Montenegro', MK: 'North Macedonia', ML: 'Mali', MM: 'Myanmar', MN: 'Mongolia', MO: 'Macao',
  MT: 'Malta', MX: 'Mexico', MY: 'Malaysia', NG: 'Nigeria', NL: 'Netherlands', NO: 'Norway', NP: 'Nepal',
  NZ: 'New Zealand', PA: 'Panama', PE: 'Peru', PH: 'Philippines', PK: 'Pakistan', PL: 'Poland',
  PR: 'Puerto Rico', PS: 'Palestinian Territory', PT: 'Portugal', QA: 'Qatar', RO: 'Romania', RS: 'Serbia',
  RU: 'Russia', SE: 'Sweden', SG: 'Singapore', SI: 'Slovenia', SK: 'Slovakia', SN: 'Senegal', SU: 'Soviet Union',
  TH: 'Thailand', TM: 'Turkmenistan', TN: 'Tunisia', TR: 'Türkiye', TW: 'Taiwan', UA: 'Ukraine',
  US: 'United States of America', UY: 'Uruguay', UZ: 'Uzbekistan', VE: 'Venezuela', VN: 'Vietnam',
  XC: 'Czechoslovakia', XG: 'East Germany', YU: 'Yugoslavia', ZA: 'South Africa', ZM: 'Zambia', ZW: 'Zimbabwe',
};
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  af: 'Afrikaans', ak: 'Akan', am: 'Amharic', ar: 'Arabic', as: 'Assamese', az: 'Azerbaijani', be: 'Belarusian',
  bg: 'Bulgarian', bh: 'Bihari', bm: 'Bambara', bn: 'Bangla', bo: 'Tibetan', bs: 'Bosnian', ca: 'Catalan',
  ce: 'Chechen', co: 'Corsican', cr: 'Cree', cs: 'Czech', cy: 'Welsh', da: 'Danish', de: 'German',
  dz: 'Dzongkha', el: 'Greek', en: 'English', eo: 'Esperanto', es: 'Spanish', et: 'Estonian', fa: 'Persian',
  ff: 'Fula', fi: 'Finnish', fr: 'French', fy: 'Western Frisian', ga: 'Irish', gd: 'Scottish Gaelic',
  gl: 'Galician', gu: 'Gujarati', ha: 'Hausa', he: 'Hebrew', hi: 'Hindi', hr: 'Croatian', hu: 'Hungarian',
  hy: 'Armenian', id: 'Indonesian', is: 'Icelandic', it: 'Italian', iu: 'Inuktitut', ja: 'Japanese',
  ka: 'Georgian', km: 'Khmer', kn: 'Kannada', ko: 'Korean', ku: 'Kurdish', la: 'Latin', lb: 'Luxembourgish',
  lt: 'Lithuanian', mi: 'Māori', mk: 'Macedonian', ml: 'Malayalam', mn: 'Mongolian', mr: 'Marathi', ms: 'Malay',
  my: 'Burmese', ne: 'Nepali', nl: 'Dutch', no: 'Norwegian', nv: 'Navajo', ny: 'Nyanja', or: 'Odia',
  os: 'Ossetic', pa: 'Punjabi', pl: 'Polish', ps: 'Pashto', pt: 'Portuguese', qu: 'Quechua', ro: 'Romanian',
  ru: 'Russian', rw: 'Kinyarwanda', sa: 'Sanskrit', se: 'Northern Sami', sh: 'Serbo-Croatian', si: 'Sinhala',
  sk: 'Slovak', sl: 'Slovenian', so: 'Somali', sq: 'Albanian', sr: 'Serbian', st: 'Southern Sotho',
  su: 'Sundanese', sv: 'Swedish', sw: 'Swahili', ta: 'Tamil', te: 'Telugu', th: 'Thai', tl: 'Tagalog',
  tr: 'Turkish', uk: 'Ukrainian', ur: 'Urdu', uz: 'Uzbek', vi: 'Vietnamese', wo: 'Wolof', xh: 'Xhosa',
  yi: 'Yiddish', zh: 'Chinese', zu: 'Zulu',
};

const nativeNames = new Map<string, string>();

/** A language's name in itself ("Français"), as TMDB's spoken_languages give it; its English name where ICU has none. */
export function nativeLanguageName(code: string): string {
  let name = nativeNames.get(code);
  if (name === undefined) {
    const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
    name = own === undefined ? (LANGUAGE_NAMES[code] ?? code) : own.charAt(0).toLocaleUpperCase(code) + own.slice(1);
    nativeNames.set(code, name);
  }
  return name;
}
