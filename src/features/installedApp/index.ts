/** Loaded by the layout once the page has loaded (src/app/Layout.tsx): nothing of it is in a first visit's scripts. */
export { InstalledApp as default } from './InstalledApp';
