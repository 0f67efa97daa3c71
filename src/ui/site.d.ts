// The type as an import type: an `import` statement inside an ambient module cannot name a relative path, and with
// `skipLibCheck` that error was silent and left the site typed `any`.
declare module 'virtual:cairn-site' {
  const site: import('../../scripts/tooling/site-info.ts').SiteInfo;
  export default site;
}
