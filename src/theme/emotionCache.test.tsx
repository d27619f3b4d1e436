import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { browserEmotionCache, PRERENDERED_IDS_ATTRIBUTE } from './emotionCache';

const Card = styled.div({ padding: 12, color: 'rebeccapurple' });
const Title = styled.h2({ margin: 0 });

/** Every rule emotion has put in the document's style sheets, as text. */
const insertedRules = () => Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('browserEmotionCache', () => {
  it('inserts no rule for a class the HTML already holds, leaves its tag where it is, and inserts the others', () => {
    // The id emotion gives Card's class: what the prerender writes into the HTML.
    const { unmount } = render(<Card data-testid="card" />);
    const id = screen.getByTestId('card').className.replace(/^css-/, '');
    unmount();
    document.head.innerHTML = '';
    const prerendered = document.createElement('style');
    prerendered.setAttribute(PRERENDERED_IDS_ATTRIBUTE, id);
    prerendered.textContent = `.css-${id}{padding:12px;color:rebeccapurple;}`;
    document.body.append(prerendered);

    render(
      <CacheProvider value={browserEmotionCache()}>
        <Card data-testid="prerendered">
          <Title>Probe</Title>
        </Card>
      </CacheProvider>,
    );

    expect(screen.getByTestId('prerendered')).toHaveClass(`css-${id}`);
    expect(prerendered.parentElement).toBe(document.body);
    const rules = insertedRules();
    expect(rules.filter((rule) => rule.startsWith(`.css-${id}`))).toHaveLength(1);
    expect(rules.filter((rule) => rule.startsWith(`.${screen.getByRole('heading').className}`))).toHaveLength(1);
    prerendered.remove();
  });
});
