import { useTranslation } from 'react-i18next';
import { SignInCard } from '../auth/SignInCard';
import { usePageTitle } from '../language/use-language';
import { Bullets, ButtonLink, Hero, SectionBody } from '../public/components';
import { usePublicPage } from './public-content';

/** Signed-out landing: hero with sign-in beside it, the featured offer, feature and step cards, closing call to action. */
export default function HomePage() {
  const { t } = useTranslation();
  const page = usePublicPage('home');
  usePageTitle(t('common:appName'));
  const [featured, ...rest] = page.sections;
  const closing = rest.length > 1 ? rest[rest.length - 1] : undefined;
  const cards = closing ? rest.slice(0, -1) : rest;

  return (
    <>
      <Hero
        large
        eyebrow={t('home.eyebrow')}
        title={page.title}
        lead={page.lead}
        aside={<SignInCard />}
        actions={
          <>
            <ButtonLink to="/sign-up" variant="primary" large>
              {t('home.primaryCta')}
            </ButtonLink>
            <ButtonLink to="/services" variant="ghost" large>
              {t('home.secondaryCta')}
            </ButtonLink>
          </>
        }
      />
      <div className="container home-body">
        {featured ? (
          <section className="card featured">
            <div>
              <h2>{featured.heading}</h2>
              <SectionBody section={featured} withBullets={false} />
            </div>
            {featured.bullets ? <Bullets bullets={featured.bullets} /> : null}
          </section>
        ) : null}
        <div className="grid">
          {cards.map((section) => (
            <section key={section.heading} className="card">
              <h3>{section.heading}</h3>
              <SectionBody section={section} />
            </section>
          ))}
        </div>
        {closing ? (
          <section className="card closing">
            <h2>{closing.heading}</h2>
            <SectionBody section={closing} />
            <ButtonLink to="/sign-up" variant="primary" large>
              {t('home.primaryCta')}
            </ButtonLink>
          </section>
        ) : null}
      </div>
    </>
  );
}
