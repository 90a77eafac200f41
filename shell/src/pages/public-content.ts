import { use } from 'react';
import type { Language } from '@portal/contracts';
import type { PublicPageContent, PublicPageKey, PublicPages } from '../content/public-pages';
import { useLanguage } from '../language/use-language';

/** Each language's copy is its own chunk, so a page downloads only the language it shows. */
const loaders: Record<Language, () => Promise<PublicPages>> = {
  en: () => import('../content/public-pages.en').then((module) => module.publicPagesEn),
  fr: () => import('../content/public-pages.fr').then((module) => module.publicPagesFr),
};

const loading = new Map<Language, Promise<PublicPages>>();

function loadPublicPages(language: Language): Promise<PublicPages> {
  let pages = loading.get(language);
  if (!pages) {
    pages = loaders[language]();
    pages.catch(() => loading.delete(language));
    loading.set(language, pages);
  }
  return pages;
}

/** The copy of a public page in the current language (suspends while its chunk loads). */
export function usePublicPage(key: PublicPageKey): PublicPageContent {
  const { language } = useLanguage();
  return use(loadPublicPages(language))[key];
}
