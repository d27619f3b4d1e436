import { fillPosterSlots } from './first-screen-posters';

const SLOTS = '<div data-poster-slot="0" data-poster-size="w500" data-poster-eager="true" class="a"></div><div class="b" data-poster-slot="1" data-poster-size="w342"></div>';

describe('fillPosterSlots', () => {
  it('puts each poster into its slot, at the slot’s size and priority, and leaves the others empty', () => {
    expect(fillPosterSlots(SLOTS, new Map([[1, '/x.jpg']]), '/images')).toBe(
      '<div data-poster-slot="0" data-poster-size="w500" data-poster-eager="true" class="a"></div>' +
        '<div class="b" data-poster-slot="1" data-poster-size="w342"><img src="/images/w342/x.jpg" alt="" data-poster-path="/x.jpg" loading="lazy" fetchpriority="auto"></div>',
    );
  });

  it('escapes an operator’s image address, so a quote in config.json cannot open a tag', () => {
    const html = fillPosterSlots(SLOTS, new Map([[0, '/x.jpg']]), 'https://cdn.example/a"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="https://cdn.example/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/w500/x.jpg"');
  });

  it('fills no slot of a size the image route does not serve', () => {
    const odd = '<div data-poster-slot="0" data-poster-size="w9999"></div>';
    expect(fillPosterSlots(odd, new Map([[0, '/x.jpg']]), '/images')).toBe(odd);
  });
});
