/** The app's server-side rendering, bundled for Node (webpack.config.ts, "server render"). */
export { renderShells } from './renderShell';
export { createPageRenderer } from './renderPage';
