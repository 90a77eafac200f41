import { Breadcrumb, Card, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FrameLink {
  label: string;
  /** Path without language prefix; the router adds it. */
  to: string;
}

/** A white-label host's logo, shown above the breadcrumb. */
export interface FrameLogo {
  url: string;
  alt: string;
}

export interface PageFrameProps {
  logo?: FrameLogo;
  title: string;
  description?: string;
  /** Ancestors of this page, outermost first; the page itself is appended. */
  breadcrumb: FrameLink[];
  /** Sibling screens of the same area, shown as a sub-navigation. */
  sections?: FrameLink[];
  activeSection?: string;
  children: ReactNode;
}

/** Title, breadcrumb, optional sub-navigation and content card of a portal screen. */
export function PageFrame({ logo, title, description, breadcrumb, sections, activeSection, children }: PageFrameProps) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 24px 48px' }}>
      {logo ? <img src={logo.url} alt={logo.alt} data-testid="host-logo" style={{ display: 'block', height: 32, marginBottom: 12 }} /> : null}
      <Breadcrumb items={[...breadcrumb.map((crumb) => ({ key: crumb.to, title: <Link to={crumb.to}>{crumb.label}</Link> })), { key: 'current', title }]} />
      <Typography.Title level={1} style={{ marginTop: 12, fontSize: 30 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 760 }}>
          {description}
        </Typography.Paragraph>
      ) : null}
      {sections && sections.length > 1 ? (
        <nav aria-label={title}>
          <Menu
            mode="horizontal"
            selectedKeys={activeSection ? [activeSection] : []}
            items={sections.map((section) => ({ key: section.to, label: <Link to={section.to}>{section.label}</Link> }))}
            style={{ background: 'transparent', marginBottom: 24 }}
          />
        </nav>
      ) : null}
      <Card variant="borderless">{children}</Card>
    </div>
  );
}
