/** A stylesheet imported for its URL: the build emits it as a hashed file (webpack.config.ts). */
declare module '*.css' {
  const url: string;
  export default url;
}

/** Swagger UI's self-contained build (its own React inside): the options this product uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    /** null: no badge fetched from validator.swagger.io. */
    validatorUrl: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    onComplete?: () => void;
  }
  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
