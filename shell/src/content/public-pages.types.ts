export type PublicPageKey = 'home' | 'about' | 'services' | 'contact' | 'support' | 'faq' | 'terms' | 'privacy' | 'docs' | 'api' | 'comingSoon';

export interface PageSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  code?: string;
}

export interface PublicPageContent {
  title: string;
  lead: string;
  sections: PageSection[];
}

export type PublicPages = Record<PublicPageKey, PublicPageContent>;
