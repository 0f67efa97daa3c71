declare module 'virtual:cairn-site' {
  import type { SiteInfo } from '../../scripts/tooling/site-info.ts';
  const site: SiteInfo;
  export default site;
}
