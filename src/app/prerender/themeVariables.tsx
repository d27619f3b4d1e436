import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { appTheme, THEME_VARIABLES_ID } from '../../theme/AppThemeProvider';
import { EMOTION_KEY } from '../../theme/emotionCache';

/**
 * The theme's CSS variables (both colour schemes) as MUI would insert them, in a tag of their own:
 * the client's theme provider finds it and does not make them again (AppThemeProvider).
 */
export function themeVariablesTag(): string {
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={appTheme().generateStyleSheets()} />
    </CacheProvider>,
  );
  const { css } = extractCritical(html);
  return `<style id="${THEME_VARIABLES_ID}">${css}</style>`;
}
