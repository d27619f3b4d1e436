import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// A page draws twenty cards and most are never opened: the menu, its dialog and texts come with the first press.
const CardLogMenu = lazy(() => import(/* webpackChunkName: "film-log" */ './CardLogMenu'));

/** The card's one compact button: a menu to mark the film watched or put it on your lists. */
export function CardLogButton({ movie }: { movie: { id: number; title: string } }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('browse.logMenu', { title: movie.title })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        style={{ marginLeft: 'auto' }}
      >
        <MoreVertIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <CardLogMenu movie={movie} anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
