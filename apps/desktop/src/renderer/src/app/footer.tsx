import { Link } from 'react-router-dom';
import { CONTACT_LINK, FOOTER_QUICK_LINKS, FOOTER_RESOURCES, SITE_NAME, type NavItem } from './site';
import { PAGE_END_ID } from './page-end';

function LinkList({ title, items }: { title: string; items: NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id} className="app-footer-column">
      <h2 id={id} className="app-footer-heading">
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Read once at start: the copyright year is not worth a re-render.
const CURRENT_YEAR = new Date().getFullYear();

export function Footer({ year = CURRENT_YEAR }: { year?: number }) {
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <div className="app-footer-column">
          <h2 className="app-footer-heading">{SITE_NAME}</h2>
          <p>A community-driven directory of open-source reservoir simulation and subsurface modelling tools.</p>
        </div>
        <LinkList title="Quick Links" items={FOOTER_QUICK_LINKS} />
        <LinkList title="Resources" items={FOOTER_RESOURCES} />
        <div className="app-footer-column">
          <h2 className="app-footer-heading">Contact</h2>
          <p>
            Questions or corrections? <Link to={CONTACT_LINK.to}>{CONTACT_LINK.label}</Link>
          </p>
        </div>
      </div>
      <div className="app-footer-bottom" id={PAGE_END_ID}>
        <p>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <p>
          This directory is not exhaustive: it lists tools, publications, benchmarks and features as far as they are known to us, and
          community contributions are welcome.
        </p>
      </div>
    </footer>
  );
}
