import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useHydrated } from '../components/hydration/useHydrated';
import { PRERENDERED_MODE, toggleTheme } from './themeSlice';

// Both icons are in the markup and the colour scheme's attribute on <html> shows one: the
// prerendered header is right at first paint in either theme.
const ToDarkIcon = styled(DarkModeIcon)(({ theme }) => theme.applyStyles('dark', { display: 'none' }));
const ToLightIcon = styled(LightModeIcon)(({ theme }) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'inline-block' }) }));

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const storedMode = useAppSelector((state) => state.theme.mode);
  const mode = useHydrated() ? storedMode : PRERENDERED_MODE;
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => dispatch(toggleTheme())}>
      <ToDarkIcon />
      <ToLightIcon />
    </IconButton>
  );
}
