let saving = 0;

const askToStay = (event: BeforeUnloadEvent) => event.preventDefault();

/**
 * A change the page shows before the server has it (a list toggle, a rating, a new order) is
 * lost without a word if the page is reloaded or closed while its request is on its way. Until
 * `save` settles, leaving the page asks the person to stay: the browser's own "Leave site?"
 * dialog, which takes no text of ours. Once nothing is on its way, pages leave freely again.
 */
export function holdPageUntilSaved(save: Promise<unknown>): void {
  if (saving++ === 0) window.addEventListener('beforeunload', askToStay);
  void save
    .catch(() => undefined)
    .finally(() => {
      if (--saving === 0) window.removeEventListener('beforeunload', askToStay);
    });
}
