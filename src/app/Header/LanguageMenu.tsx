import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LazyMenu } from './LazyMenu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, type Language, supportedLanguages } from '../../i18n/i18n';

/** Language dropdown: shows the current language in capitals, lists English and Spanish. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;

  const choose = (language: Language) => {
    setAnchor(null);
    void chooseLanguage(i18n, language);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {/* Named by its content, so the visible code is part of the name (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}{' '}
        </Box>
        {current.toUpperCase()}
      </Button>
      <LazyMenu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {supportedLanguages.map((language) => (
          <MenuItem key={language} selected={language === current} onClick={() => choose(language)}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
