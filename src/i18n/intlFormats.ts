/*
 * Intl formats made at their first use and then kept, per language and options: the first Intl
 * format a page makes costs it 15 to 25 ms (the browser readies its locale data), and a component
 * that only might show a date or an amount should not pay that in its render when it has none to
 * show, nor build the same format again on every render.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function kept<F>(formats: Map<string, F>, language: string, options: object, make: () => F): F {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

export function listFormat(language: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return kept(listFormats, language, options, () => new Intl.ListFormat(language, options));
}
