import { PAGE_SLOTS, pageTemplate } from './page-html';

const TEMPLATE = `<html lang="${PAGE_SLOTS.language}"><head><link rel="manifest" href="${PAGE_SLOTS.manifest}">${PAGE_SLOTS.head}</head><body>${PAGE_SLOTS.root}${PAGE_SLOTS.bodyEnd}</body></html>`;

describe('the page template', () => {
  it('puts each part in its slot', () => {
    const page = pageTemplate(TEMPLATE)({ language: 'es', manifest: '/es.webmanifest', head: '<style></style>', root: '<div id="root"></div>', bodyEnd: '<script></script>' });
    expect(page).toBe('<html lang="es"><head><link rel="manifest" href="/es.webmanifest"><style></style></head><body><div id="root"></div><script></script></body></html>');
  });

  it("leaves a slot without a part as it is, and never fills a slot's marker that a part holds", () => {
    const page = pageTemplate(TEMPLATE)({ language: 'en', root: `<p>${PAGE_SLOTS.bodyEnd} ${PAGE_SLOTS.language}</p>` });
    expect(page).toBe(
      `<html lang="en"><head><link rel="manifest" href="${PAGE_SLOTS.manifest}">${PAGE_SLOTS.head}</head><body><p>${PAGE_SLOTS.bodyEnd} ${PAGE_SLOTS.language}</p>${PAGE_SLOTS.bodyEnd}</body></html>`,
    );
  });

  it('refuses a template missing a slot or holding one twice', () => {
    expect(() => pageTemplate(TEMPLATE.replace(PAGE_SLOTS.head, ''))).toThrow(/lacks its head slot/);
    expect(() => pageTemplate(TEMPLATE + PAGE_SLOTS.root)).toThrow(/lacks its root slot/);
  });
});
