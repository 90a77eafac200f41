import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSection } from '../content/public-pages';
import { LocalLink } from '../routing/LocalLink';

export function Bullets({ bullets }: { bullets: string[] }) {
  return (
    <ul className="bullets">
      {bullets.map((bullet) => (
        <li key={bullet}>{bullet}</li>
      ))}
    </ul>
  );
}

export function SectionBody({ section, withBullets = true }: { section: PageSection; withBullets?: boolean }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {withBullets && section.bullets ? <Bullets bullets={section.bullets} /> : null}
      {section.code ? (
        <pre className="code">
          <code>{section.code}</code>
        </pre>
      ) : null}
    </>
  );
}

/** Sections of an information page, one card each. */
export function SectionCards({ sections }: { sections: PageSection[] }) {
  return (
    <div className="stack">
      {sections.map((section) => (
        <section key={section.heading} className="card">
          <h2>{section.heading}</h2>
          <SectionBody section={section} />
        </section>
      ))}
    </div>
  );
}

/** Questions and answers, folded (native disclosure elements). */
export function SectionQuestions({ sections }: { sections: PageSection[] }) {
  return (
    <div className="questions">
      {sections.map((section) => (
        <details key={section.heading}>
          <summary>{section.heading}</summary>
          <div className="answer">
            <SectionBody section={section} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** Title band of a page: dark gradient, title, lead and optional actions; an aside (sign-in) beside them. */
export function Hero({ title, lead, eyebrow, actions, large, aside }: { title: string; lead: string; eyebrow?: string; actions?: ReactNode; large?: boolean; aside?: ReactNode }) {
  const text = (
    <>
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {actions ? <div className="hero-actions">{actions}</div> : null}
    </>
  );
  return (
    <section className={large ? 'hero hero-large' : 'hero'}>
      {aside ? (
        <div className="container hero-split">
          <div>{text}</div>
          {aside}
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}

/** A link styled as a button, under the current language prefix. */
export function ButtonLink({ to, variant = 'default', large, children }: { to: string; variant?: 'default' | 'primary' | 'ghost'; large?: boolean; children: ReactNode }) {
  const classes = ['btn', variant === 'default' ? '' : `btn-${variant}`, large ? 'btn-large' : ''].filter(Boolean);
  return (
    <LocalLink to={to} className={classes.join(' ')}>
      {children}
    </LocalLink>
  );
}

/** Title, breadcrumb and description of a shell screen, content below. */
export function PageIntro({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container narrow frame">
      <nav aria-label={t('common:nav.home')}>
        <ol className="breadcrumb">
          <li>
            <LocalLink to="/">{t('common:nav.home')}</LocalLink>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      <p className="description">{description}</p>
      <div className="card">{children}</div>
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="note">
      {children}
    </p>
  );
}

/** A full-page status (not found, error) with its way out. */
export function StatusView({ code, title, body, actions }: { code?: string; title: string; body: string; actions: ReactNode }) {
  return (
    <div className="status">
      {code ? (
        <div className="status-code" aria-hidden="true">
          {code}
        </div>
      ) : null}
      <h1>{title}</h1>
      <p>{body}</p>
      <div className="actions">{actions}</div>
    </div>
  );
}

/** Loading placeholder of the shell (no component library needed). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{label ?? t('common:state.loading')}</span>
    </div>
  );
}
