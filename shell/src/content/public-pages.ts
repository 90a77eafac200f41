export type { PublicPageKey, PageSection, PublicPageContent, PublicPages } from './public-pages.types';
export { publicPagesEn } from './public-pages.en';
export { publicPagesFr } from './public-pages.fr';
