import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LazyMenu } from './LazyMenu';

// LazyMenu stands in for MUI's Menu (7-10 KiB less on every first visit, docs/PERFORMANCE.md):
// both run through the same checks, so an MUI upgrade that changes what a menu does fails here.
const variants: Array<[string, ComponentType<MenuProps>]> = [
  ["MUI's Menu", Menu],
  ['LazyMenu', LazyMenu],
];

function MenuButton({ As }: { As: ComponentType<MenuProps> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Open menu
      </button>
      <As anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>English</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Español</MenuItem>
      </As>
    </>
  );
}

describe.each(variants)('%s', (_name, As) => {
  it('opens a menu whose first item has the focus, and closes on Escape', async () => {
    const { user } = renderWithProviders(<MenuButton As={As} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
