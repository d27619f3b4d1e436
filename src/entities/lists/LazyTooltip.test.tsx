import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LazyTooltip } from './LazyTooltip';

// LazyTooltip stands in for MUI's Tooltip (it renders 5x faster for 40 closed buttons,
// docs/PERFORMANCE.md): both run through the same checks, so an MUI upgrade that changes what
// a tooltip does fails here for the stand-in while the original still passes, or for both.
const addButton = <IconButton aria-label="Add to favorites">+</IconButton>;
const variants: Array<[string, ReactElement]> = [
  ["MUI's Tooltip", <Tooltip title="Add to favorites">{addButton}</Tooltip>],
  ['LazyTooltip', <LazyTooltip title="Add to favorites">{addButton}</LazyTooltip>],
];

describe.each(variants)('%s', (_name, button) => {
  const renderButton = () =>
    renderWithProviders(
      <>
        <button type="button">Before</button>
        {button}
      </>,
    );

  it('keeps the button named by its label and shows the title on hover until the pointer leaves', async () => {
    const { user } = renderButton();
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to favorites');
    expect(button).toHaveAccessibleName('Add to favorites');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the title on keyboard focus, leaves the focus on the button, and closes on Escape', async () => {
    const { user } = renderButton();
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Add to favorites' });

    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to favorites');
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

});
