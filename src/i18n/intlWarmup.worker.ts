/*
 * Makes one Intl format of each kind the app shows, in the language it is sent, then ends. The
 * first format a page makes costs its main thread 15 to 25 ms while the browser loads that
 * locale's data; the data is kept for the whole renderer process, so loading it here, on this
 * worker's thread, leaves the page's own first format under a millisecond (docs/PERFORMANCE.md).
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const language = event.data;
  new Intl.NumberFormat(language).format(1);
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0);
  new Intl.ListFormat(language).format(['', '']);
  new Intl.PluralRules(language).select(1);
  close();
});
