import type { Compiler } from 'webpack';

/** The app bar's colour in each scheme, for the pages' theme-color. */
export const THEME_COLORS: { light: string; dark: string };

/** Writes the web app manifests and the icons they name into the build. */
export class InstallableAppPlugin {
  constructor(options: { icon: string; locales: string; languages: readonly string[]; manifestPath: (language: string) => string });
  apply(compiler: Compiler): void;
}
