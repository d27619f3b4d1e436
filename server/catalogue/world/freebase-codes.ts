/**
 * The CMU corpus' Freebase language and country names (every one the pinned file uses) as ISO
 * codes: ISO 639-1 for languages, ISO 3166-1 alpha-2 for countries, with TMDB's codes for the
 * countries that no longer exist (SU, YU, XC, XG, CS). A name not listed is dropped, never
 * guessed: languages without an ISO 639-1 code (Aramaic, Klingon, Romani, sign languages…),
 * names that are no language ("Silent film", "France") or no country ("Crime"), and ambiguous
 * ones ("Gaelic", "Hindustani", "Korea", "Mandatory Palestine", "Soviet occupation zone").
 * Regional varieties read as their language (American English → en, Cantonese, Hokkien and
 * Shanghainese → zh, Flemish → nl, Dari → fa); historical states as the state they were
 * (Weimar Republic, Nazi Germany and West Germany → DE; the Soviet republics → SU; England,
 * Scotland, Wales, Northern Ireland and the Kingdom of Great Britain → GB).
 * A build input only: the server reads the codes the build wrote.
 */
export const FREEBASE_LANGUAGES: Readonly<Record<string, string>> = {
  'English Language': 'en', 'American English': 'en', 'South African English': 'en', 'Indian English': 'en',
  'Australian English': 'en', 'Hindi Language': 'hi', 'Spanish Language': 'es', 'French Language': 'fr',
  'Italian Language': 'it', Italian: 'it', 'Japanese Language': 'ja', 'German Language': 'de', German: 'de',
  Deutsch: 'de', 'Swiss German Language': 'de', 'Tamil Language': 'ta', 'Malayalam Language': 'ml',
  'Telugu language': 'te', 'Russian Language': 'ru', 'Korean Language': 'ko', 'Dutch Language': 'nl',
  'Flemish language': 'nl', 'Swedish Language': 'sv', 'Arabic Language': 'ar', 'Egyptian Arabic': 'ar',
  'Chadian Arabic': 'ar', 'Classical Arabic': 'ar', 'Czech Language': 'cs', 'Danish Language': 'da',
  'Portuguese Language': 'pt', 'Brazilian Portuguese': 'pt', 'Polish Language': 'pl', 'Urdu Language': 'ur',
  'Kannada Language': 'kn', 'Serbian language': 'sr', 'Hebrew Language': 'he', 'Hungarian language': 'hu',
  'Thai Language': 'th', 'Persian Language': 'fa', 'Farsi, Western Language': 'fa', Dari: 'fa',
  'Norwegian Language': 'no', 'Turkish Language': 'tr', 'Greek Language': 'el', 'Punjabi language': 'pa',
  'Filipino language': 'tl', 'Tagalog language': 'tl', 'Finnish Language': 'fi', 'Chinese language': 'zh',
  'Standard Mandarin': 'zh', 'Mandarin Chinese': 'zh', 'Southwestern Mandarin': 'zh', Cantonese: 'zh',
  'Standard Cantonese': 'zh', Taiwanese: 'zh', 'Min Nan': 'zh', Hokkien: 'zh', Shanghainese: 'zh', Teochew: 'zh',
  'Chinese, Hakka Language': 'zh', 'Chinese, Jinyu Language': 'zh', Hainanese: 'zh', Shanxi: 'zh',
  'Guanzhong Hua': 'zh', 'Croatian language': 'hr', 'Serbo-Croatian': 'sh', 'Romanian Language': 'ro',
  'Indonesian Language': 'id', 'Malay Language': 'ms', 'Latin Language': 'la', 'Sinhala Language': 'si',
  'Bulgarian Language': 'bg', 'Marathi Language': 'mr', 'Vietnamese Language': 'vi', 'Icelandic Language': 'is',
  'Khmer language': 'km', 'Khmer, Central Language': 'km', 'Yiddish Language': 'yi', 'Ukrainian Language': 'uk',
  'Nepali Language': 'ne', 'Albanian language': 'sq', 'Afrikaans Language': 'af', 'Slovak Language': 'sk',
  'Estonian Language': 'et', 'Bhojpuri Language': 'bh', 'Swahili Language': 'sw', 'Kurdish language': 'ku',
  'Assamese Language': 'as', 'Armenian Language': 'hy', Irish: 'ga', 'Georgian Language': 'ka',
  'Bosnian language': 'bs', 'Slovenian language': 'sl', 'Catalan language': 'ca', 'Gujarati Language': 'gu',
  'Zulu Language': 'zu', 'Wolof Language': 'wo', 'Pashto language': 'ps', 'Burmese Language': 'my',
  'Tibetan languages': 'bo', 'Standard Tibetan': 'bo', 'Macedonian Language': 'mk', 'Xhosa Language': 'xh',
  'Mongolian language': 'mn', 'Azerbaijani language': 'az', 'Welsh Language': 'cy', 'Navajo Language': 'nv',
  'Bambara language': 'bm', 'Māori language': 'mi', 'Lithuanian language': 'lt', 'Amharic Language': 'am',
  Quechua: 'qu', 'Scottish Gaelic language': 'gd', Inuktitut: 'iu', 'Uzbek language': 'uz', 'Somali Language': 'so',
  'Esperanto Language': 'eo', 'Kinyarwanda language': 'rw', 'Luxembourgish language': 'lb', 'Sanskrit Language': 'sa',
  'Chechen Language': 'ce', 'Galician Language': 'gl', 'Fula language': 'ff', 'Fulfulde, Adamawa Language': 'ff',
  'Belarusian language': 'be', 'Corsican Language': 'co', 'Dzongkha Language': 'dz', 'Hausa Language': 'ha',
  'Cree language': 'cr', 'Akan Language': 'ak', 'Bengali Language': 'bn', 'Oriya Language': 'or',
  'Saami, North Language': 'se', 'Sotho language': 'st', 'Frisian, Western Language': 'fy', 'Sunda Language': 'su',
  'Chewa language': 'ny', 'Osetin Language': 'os',
};

export const FREEBASE_COUNTRIES: Readonly<Record<string, string>> = {
  'United States of America': 'US', India: 'IN', 'United Kingdom': 'GB', England: 'GB', Scotland: 'GB', Wales: 'GB',
  'Northern Ireland': 'GB', 'Kingdom of Great Britain': 'GB', France: 'FR', Italy: 'IT', 'Kingdom of Italy': 'IT',
  Japan: 'JP', Canada: 'CA', Germany: 'DE', 'West Germany': 'DE', 'Weimar Republic': 'DE', 'Nazi Germany': 'DE',
  'German Democratic Republic': 'XG', Argentina: 'AR', 'Hong Kong': 'HK', Spain: 'ES', Australia: 'AU',
  'South Korea': 'KR', Mexico: 'MX', Netherlands: 'NL', Sweden: 'SE', China: 'CN', Denmark: 'DK',
  'Soviet Union': 'SU', 'Georgian SSR': 'SU', 'Uzbek SSR': 'SU', 'Ukrainian SSR': 'SU', 'Ukranian SSR': 'SU',
  Philippines: 'PH', Poland: 'PL', Czechoslovakia: 'XC', Belgium: 'BE', 'New Zealand': 'NZ', Norway: 'NO',
  Russia: 'RU', Hungary: 'HU', Yugoslavia: 'YU', 'Socialist Federal Republic of Yugoslavia': 'YU',
  'Federal Republic of Yugoslavia': 'YU', 'Serbia and Montenegro': 'CS', Brazil: 'BR', Ireland: 'IE',
  Switzerland: 'CH', Austria: 'AT', Finland: 'FI', 'Czech Republic': 'CZ', Israel: 'IL', Turkey: 'TR', Iran: 'IR',
  Thailand: 'TH', 'South Africa': 'ZA', Greece: 'GR', Pakistan: 'PK', Taiwan: 'TW', 'Republic of China': 'TW',
  Portugal: 'PT', Croatia: 'HR', Egypt: 'EG', Romania: 'RO', Indonesia: 'ID', Malaysia: 'MY', Bulgaria: 'BG',
  'Sri Lanka': 'LK', Singapore: 'SG', Iceland: 'IS', Cambodia: 'KH', Luxembourg: 'LU', Bangladesh: 'BD',
  Chile: 'CL', Serbia: 'RS', Morocco: 'MA', Colombia: 'CO', Cuba: 'CU', Algeria: 'DZ', Nepal: 'NP', Tunisia: 'TN',
  Lebanon: 'LB', Estonia: 'EE', 'Burkina Faso': 'BF', 'Bosnia and Herzegovina': 'BA', Slovakia: 'SK',
  'Slovak Republic': 'SK', Senegal: 'SN', Slovenia: 'SI', 'Puerto Rico': 'PR', Venezuela: 'VE', Vietnam: 'VN',
  Albania: 'AL', Ukraine: 'UA', Azerbaijan: 'AZ', Peru: 'PE', Nigeria: 'NG', Burma: 'MM',
  'Republic of Macedonia': 'MK', 'Democratic Republic of the Congo': 'CD', Congo: 'CG', Uruguay: 'UY', Mali: 'ML',
  Georgia: 'GE', Iraq: 'IQ', 'Iraqi Kurdistan': 'IQ', Lithuania: 'LT', Kenya: 'KE', 'United Arab Emirates': 'AE',
  Armenia: 'AM', Bolivia: 'BO', Cameroon: 'CM', Afghanistan: 'AF', Jamaica: 'JM', 'Palestinian territories': 'PS',
  'Palestinian Territories': 'PS', Ethiopia: 'ET', Zimbabwe: 'ZW', Uzbekistan: 'UZ', Panama: 'PA', Malta: 'MT',
  'Costa Rica': 'CR', Monaco: 'MC', Mongolia: 'MN', Montenegro: 'ME', Cyprus: 'CY', Bhutan: 'BT', Kuwait: 'KW',
  Libya: 'LY', Guinea: 'GN', Bahamas: 'BS', Haiti: 'HT', 'Isle of Man': 'IM', Qatar: 'QA', Zambia: 'ZM',
  Aruba: 'AW', Bahrain: 'BH', Jordan: 'JO', Turkmenistan: 'TM', 'Guinea-Bissau': 'GW', Macau: 'MO',
};
