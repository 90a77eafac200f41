/**
 * Pages run under a Content-Security-Policy without 'unsafe-eval', so zod must parse without
 * compiling code (it would try `new Function`). Its configuration lives on globalThis, shared by
 * every copy of zod on the page (the shell's and each remote's), and is read as schemas are built:
 * this module is the shell's first import.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
