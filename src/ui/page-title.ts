/** The page's title: the agency's name, then the tool's. The build writes it for the site's default language, and the page rewrites it in the language shown. */
export const pageTitle = (agency: string): string => `${agency} · Cairn`;
