import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import swaggerStylesheet from 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { PageTitle } from '../../components/PageTitle';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import { useApiReferenceTranslation } from '../../i18n/apiReferenceTranslation';

/**
 * /api-docs: the server's OpenAPI document (GET /api/openapi.json) rendered by Swagger UI. Its
 * self-contained build, so that none of its code joins the chunks every page loads (the module
 * build shares redux, reselect and immer with them and grew each first visit by 2 KiB); it
 * and its stylesheet are this page's own files, from this server.
 */
export default function ApiReferencePage() {
  const { t } = useApiReferenceTranslation();
  const documentUrl = `${getRuntimeConfig().apiBaseUrl}/api/openapi.json`;
  const reference = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const domNode = reference.current;
    if (!domNode) return;
    SwaggerUI({
      domNode,
      url: documentUrl,
      validatorUrl: null,
      docExpansion: 'list',
      defaultModelsExpandDepth: -1,
      // Its layout has a <main> of its own, inside the page's: one main landmark per page.
      onComplete: () => domNode.querySelectorAll('main').forEach((element) => element.setAttribute('role', 'presentation')),
    });
    return () => domNode.replaceChildren();
  }, [documentUrl]);

  return (
    <>
      {/* React 19 hoists it into <head>, once, while the page is shown. */}
      <link rel="stylesheet" href={swaggerStylesheet} precedence="default" />
      <PageTitle>{t('title')}</PageTitle>
      <Typography sx={{ maxWidth: '70ch' }}>{t('intro')}</Typography>
      <Link href={documentUrl} sx={{ display: 'inline-block', mt: 1 }}>
        {t('download')}
      </Link>
      {/* Swagger UI has one light look: it sits on a light sheet in the dark theme too. */}
      <Box
        component="section"
        aria-label={t('region')}
        ref={reference}
        sx={{ mt: 3, bgcolor: '#fff', color: '#3b4151', colorScheme: 'light', borderRadius: 1, overflowX: 'auto' }}
      />
    </>
  );
}
