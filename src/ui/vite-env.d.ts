/// <reference types="vite/client" />

/** False in the single-file build, which leaves the operator view out (vite.config.ts). */
declare const __CAIRN_OPERATOR_VIEW__: boolean;
