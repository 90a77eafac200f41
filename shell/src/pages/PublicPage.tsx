import type { PublicPageKey } from '../content/public-pages';
import { usePageTitle } from '../language/use-language';
import { Hero, SectionCards, SectionQuestions } from '../public/components';
import { usePublicPage } from './public-content';

/** An information page (about, services, contact, support, FAQ, terms, privacy, docs, API, coming soon). */
export default function PublicPage({ pageKey }: { pageKey: PublicPageKey }) {
  const page = usePublicPage(pageKey);
  usePageTitle(page.title);
  return (
    <>
      <Hero title={page.title} lead={page.lead} />
      <div className="container narrow">{pageKey === 'faq' ? <SectionQuestions sections={page.sections} /> : <SectionCards sections={page.sections} />}</div>
    </>
  );
}
