import module from 'node:module';

/**
 * Node's on-disk cache of compiled JavaScript (in the system's temporary directory): a later start
 * then skips compiling the server's and its libraries' modules. Imported first by server.ts, so
 * it is on before any other module loads.
 */
module.enableCompileCache?.();
