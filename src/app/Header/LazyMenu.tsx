import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useState } from 'react';

// Menu brings Popover, Modal, focus trap and transitions: only someone who opens one pays for them.
const Menu = lazy(() => import(/* webpackChunkName: "menu" */ '@mui/material/Menu'));

/** MUI's Menu, downloaded on first open and kept mounted afterwards so closing still animates. */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
