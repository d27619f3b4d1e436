import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/** A controlled field as the app's are: its text in state, which a later render writes back into the input. */
function YearField({ onTyped }: { onTyped: (text: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, (typed) => {
    setText(typed);
    onTyped(typed);
  });
  return <input ref={input} aria-label="Year" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useTypedBeforeHydration', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('gives the field what was typed into the server’s HTML before hydration, so that it stays', async () => {
    container.innerHTML = renderToString(<YearField onTyped={() => undefined} />);
    container.querySelector('input')!.value = '1990';
    const onTyped = jest.fn();

    const root = await act(async () => hydrateRoot(container, <YearField onTyped={onTyped} />));
    expect(onTyped).toHaveBeenCalledWith('1990');
    // A render after hydration writes the state into the input: the typed text is the state now.
    await act(async () => root.render(<YearField onTyped={() => undefined} />));
    expect(container.querySelector('input')!.value).toBe('1990');
    await act(async () => root.unmount());
  });

  it('does nothing for a field React created, or for server HTML left as it was', async () => {
    const onTyped = jest.fn();
    const created = createRoot(container);
    await act(async () => created.render(<YearField onTyped={onTyped} />));
    await act(async () => created.unmount());

    container.innerHTML = renderToString(<YearField onTyped={() => undefined} />);
    const hydrated = await act(async () => hydrateRoot(container, <YearField onTyped={onTyped} />));
    await act(async () => hydrated.unmount());
    expect(onTyped).not.toHaveBeenCalled();
  });
});
