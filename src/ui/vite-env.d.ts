/// <reference types="vite/client" />

/** False in the single-file build, which leaves the operator view out, and with `page.operator_tools = false` (vite.config.ts). */
declare const __CAIRN_OPERATOR_VIEW__: boolean;
/** False with `page.operator_tools = false`: no explain switch either (vite.config.ts). */
declare const __CAIRN_OPERATOR_TOOLS__: boolean;
