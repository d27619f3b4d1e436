export declare const SERVER_NODE_OPTIONS: readonly string[];
export declare function serverEnv<T extends Record<string, string | undefined>>(env: T): T & { MALLOC_ARENA_MAX: string };
