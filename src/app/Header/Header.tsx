import MenuIcon from '@mui/icons-material/Menu';
import MovieIcon from '@mui/icons-material/Movie';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyMenu } from './LazyMenu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, type SyntheticEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { apiPath, AUTH_PATHS } from '../../../contract/apiPaths';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search';
import { paths } from '../../config/paths';
import { hasSignedInHint, visitorExpectedAt } from '../../features/auth';
import { useHydrated } from '../../components/hydration/useHydrated';
import { useNavigationTarget } from '../../components/navigationTarget';
import { plainInputSx } from '../../components/plainInputSx';
import { useLogout } from '../../features/auth/useLogout';
import { HeaderAvatar } from '../../pages/profile/HeaderAvatar';
import { criteriaChanged } from '../../features/search/searchSlice';
import { useSearchToggle } from '../../features/search/useSearchToggle';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from '../../theme/ThemeToggle';

// The search input (a TextField, which imports Select) loads when someone opens the search, or
// is about to (a pointer over the button, or focus on it).
const loadSearchField = () => import(/* webpackChunkName: "search-field" */ '../../features/search/SearchField');
const SearchField = lazy(() => loadSearchField().then(({ SearchField }) => ({ default: SearchField })));
const preloadSearchField = () => void loadSearchField().catch(() => undefined);

/** A plain input of the field's size: it stores the keys typed before the field's chunk is here. */
const earlyInputSx = { ...plainInputSx, width: '100%' } as const;

interface NavLinkItem {
  label: string;
  to: string;
}

/** Wide screens show the links inline; below `sm` (e.g. 360 px) they move into a menu. */
const inlineOnWide = { display: { xs: 'none', sm: 'flex' }, gap: 0.5 } as const;
const onlyOnNarrow = { display: { xs: 'inline-flex', sm: 'none' } } as const;

const LOGOUT_ACTION = apiPath(AUTH_PATHS.logout);

export function Header() {
  const { t } = useTranslation();
  const { isAuthenticated: signedInNow, loading, checkError } = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  const client = useHydrated();
  // While the session is checked (or the check failed without an answer about it), the set the
  // signed-in hint says was true last: a returning reader's header is whole at once and stays so.
  // Prerendered HTML cannot read the hint: there the place stays empty until the app takes over,
  // except where a visitor is expected.
  const isAuthenticated = signedInNow || ((loading || checkError !== null) && client && hasSignedInHint());
  const offerSignIn = !isAuthenticated && (!loading || client || visitorExpectedAt(pathname));
  const logout = useLogout();
  const [searchOpen, toggleSearch] = useSearchToggle();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const searchId = useId();
  // Where the reader was heading when they typed into the stand-in: the field searches for it only there.
  const typedEarlyAtRef = useRef<string | null>(null);
  const targetKey = useNavigationTarget().key;
  const dispatch = useAppDispatch();
  const menuId = useId();

  const mainLinks: NavLinkItem[] = isAuthenticated
    ? [
        { label: t('nav.home'), to: paths.home },
        { label: t('nav.profile'), to: paths.profile },
        { label: t('nav.lists'), to: paths.lists },
      ]
    : [];
  const accountLinks: NavLinkItem[] = !offerSignIn
    ? []
    : [
        { label: t('nav.register'), to: paths.register },
        { label: t('nav.login'), to: paths.login },
      ];

  // The header's Log out submits a form (below) and the menu's is an item: either way the app signs out.
  const handleLogout = (event: SyntheticEvent) => {
    event.preventDefault();
    setMenuAnchor(null);
    void logout();
  };

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('app.brand')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 1 }}
        >
          <MovieIcon aria-hidden />
          <Typography component="span" variant="h6" noWrap sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('app.brand')}
          </Typography>
        </Box>

        <Box component="nav" aria-label={t('app.brand')} sx={inlineOnWide}>
          {mainLinks.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
        </Box>

        {isAuthenticated && (
          <IconButton
            color="inherit"
            // A link to the search page, whose form searches without the app's scripts (before they
            // run, or without them); once they run, the toggle of the header's field it stands for.
            href={paths.movieSearch}
            role="button"
            aria-label={t('nav.search')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchId : undefined}
            onClick={(event) => {
              event.preventDefault();
              toggleSearch();
            }}
            onKeyDown={(event) => {
              // A link answers Enter alone; the button it is once the app runs answers Space too.
              if (event.key !== ' ') return;
              event.preventDefault();
              toggleSearch();
            }}
            onPointerEnter={preloadSearchField}
            onFocus={preloadSearchField}
          >
            <SearchIcon />
          </IconButton>
        )}

        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <ThemeToggle />
        <HeaderAvatar />

        <Box sx={inlineOnWide}>
          {accountLinks.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
          {isAuthenticated && (
            // A form, so that Log out works before the app's scripts run or without them: the server
            // answers the post with the login page (server/routes/api/auth/logout.ts).
            <form method="post" action={LOGOUT_ACTION} onSubmit={handleLogout}>
              <Button color="inherit" type="submit">
                {t('nav.logout')}
              </Button>
            </form>
          )}
        </Box>

        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={onlyOnNarrow}
        >
          <MenuIcon />
        </IconButton>
        <LazyMenu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          {[...mainLinks, ...accountLinks].map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setMenuAnchor(null)}>
              {link.label}
            </MenuItem>
          ))}
          {isAuthenticated && <MenuItem onClick={handleLogout}>{t('nav.logout')}</MenuItem>}
        </LazyMenu>
      </Toolbar>
      {isAuthenticated && searchOpen && (
        <Toolbar sx={{ pb: 1, px: { xs: 1, sm: 2 }, bgcolor: 'background.paper' }}>
          <Suspense
            fallback={
              <Box
                component="input"
                id={searchId}
                type="search"
                autoFocus
                placeholder={t('nav.searchPlaceholder')}
                aria-label={t('nav.searchLabel')}
                maxLength={SEARCH_QUERY_MAX_LENGTH}
                onChange={(event) => {
                  typedEarlyAtRef.current = targetKey;
                  dispatch(criteriaChanged(event.target.value));
                }}
                sx={earlyInputSx}
              />
            }
          >
            <SearchField id={searchId} typedEarlyAtRef={typedEarlyAtRef} />
          </Suspense>
        </Toolbar>
      )}
    </AppBar>
  );
}
