import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * What makes the app installable: a web app manifest per language, where contract/installableApp.ts
 * says (a page links its language's), and the icons it names, drawn at build from
 * public/favicon.svg in the sizes browsers ask for. Icons keep a fixed name: the manifest is not
 * hashed, and a browser reads it again to notice a new icon.
 */

/** Light and dark: the app bar's colour in each scheme (src/theme/theme.ts). */
export const THEME_COLORS = { light: '#1e4f8a', dark: '#18202a' };
/** The icon's own background (public/favicon.svg), which a maskable icon fills edge to edge. */
const ICON_BACKGROUND = '#1e3a5f';

const icons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  // A launcher may crop a maskable icon to a circle: the drawing stays inside the middle 80 %.
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', inset: 0.14 },
  // iOS takes no manifest icon: index.html links this one.
  { file: 'icons/apple-touch-icon.png', size: 180, inset: 0.1 },
];

async function drawIcon(svg, { size, inset = 0 }) {
  const drawn = Math.round(size * (1 - 2 * inset));
  const image = await sharp(svg, { density: Math.ceil((72 * drawn) / 64) }).resize(drawn, drawn).png().toBuffer();
  if (inset === 0) return image;
  return sharp({ create: { width: size, height: size, channels: 4, background: ICON_BACKGROUND } })
    .composite([{ input: image, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function manifest(language, { brand, shortName, description }) {
  return {
    id: '/',
    lang: language,
    name: brand,
    short_name: shortName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f5f7fa',
    theme_color: THEME_COLORS.light,
    icons: icons.filter(({ purpose }) => purpose).map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

export class InstallableAppPlugin {
  /**
   * @param {{ icon: string, locales: string, languages: string[], manifestPath: (language: string) => string }} options
   * the SVG icon, the folder of the locale files (the brand from <language>.json, the rest from
   * installedApp/<language>.json), the languages, and where each one's manifest goes
   */
  constructor({ icon, locales, languages, manifestPath }) {
    this.icon = icon;
    this.locales = locales;
    this.languages = languages;
    this.manifestPath = manifestPath;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InstallableAppPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'InstallableAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.icon);
        const svg = fs.readFileSync(this.icon);
        for (const icon of icons) compilation.emitAsset(icon.file, new sources.RawSource(await drawIcon(svg, icon)));
        const read = (file) => {
          compilation.fileDependencies.add(file);
          return JSON.parse(fs.readFileSync(file, 'utf8'));
        };
        for (const language of this.languages) {
          const { brand } = read(path.join(this.locales, `${language}.json`)).app;
          const { shortName, description } = read(path.join(this.locales, 'installedApp', `${language}.json`)).manifest;
          const json = JSON.stringify(manifest(language, { brand, shortName, description }), null, 2);
          compilation.emitAsset(this.manifestPath(language).slice(1), new sources.RawSource(`${json}\n`));
        }
      });
    });
  }
}
