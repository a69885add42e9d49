import { Card, Classes, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { categoryLabel, impactWidth, isUsableLink, mailtoHref, readinessInfo, type Technology } from '@rsd/core';

/** A labelled bar; the numbers are in the text, so the bar itself is decoration for screen readers. */
function Bar({ label, value, percent, color }: { label: string; value: string; percent: number; color?: string }) {
  return (
    <div className="technology-bar">
      <div className="technology-bar-label">
        <span>{label}</span>
        <span>{value}</span>
      </div>
      <div className="technology-bar-track" aria-hidden="true">
        <div className="technology-bar-fill" style={{ width: `${percent}%`, ...(color ? { backgroundColor: color } : {}) }} />
      </div>
    </div>
  );
}

/** A logo that fails to load (moved, offline) leaves no broken-image box; the vendor's name is beside it anyway. */
function VendorLogo({ src, vendor }: { src: string; vendor: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="technology-vendor-logo" src={src} alt={`${vendor} logo`} width={48} height={48} onError={() => setFailed(true)} />;
}

const IMPACTS = [
  { key: 'costImpact', label: 'Cost Impact' },
  { key: 'productionImpact', label: 'Production Impact' },
  { key: 'timeImpact', label: 'Time Impact' },
] as const;

export function TechnologySidebar({ technology }: { technology: Technology }) {
  const readiness = readinessInfo(technology.readinessLevel);
  const mailto = mailtoHref(technology.contactEmail);
  const categories = [technology.category, technology.subcategory ?? ''].filter((c) => c.trim() !== '');
  return (
    <aside className="technology-sidebar" aria-label="Technology facts">
      <Card className="technology-side-card">
        <h2>Technology Readiness</h2>
        <Bar label={readiness.label} value={`${readiness.fill}%`} percent={readiness.fill} color={readiness.color} />
        {readiness.level === 'unknown' ? null : <p className={Classes.TEXT_MUTED}>{readiness.meaning}</p>}
      </Card>
      <Card className="technology-side-card">
        <h2>Business Impact</h2>
        {IMPACTS.map(({ key, label }) => (
          <Bar key={key} label={label} value={`${technology[key]}/10`} percent={impactWidth(technology[key])} />
        ))}
      </Card>
      {categories.length > 0 ? (
        <Card className="technology-side-card">
          <h2>Categories</h2>
          <div className="technology-categories">
            {categories.map((category) => (
              <Tag key={category} minimal round>
                {categoryLabel(category)}
              </Tag>
            ))}
          </div>
        </Card>
      ) : null}
      <Card className="technology-side-card">
        <h2>Vendor Information</h2>
        <div className="technology-vendor">
          {isUsableLink(technology.vendorLogo) ? <VendorLogo src={technology.vendorLogo} vendor={technology.vendorName} /> : null}
          <strong>{technology.vendorName}</strong>
        </div>
        <dl className="technology-contact">
          {technology.contactName ? (
            <div>
              <dt>Contact</dt>
              <dd>{technology.contactName}</dd>
            </div>
          ) : null}
          {technology.contactEmail ? (
            <div>
              <dt>E-mail</dt>
              <dd>{mailto ? <a href={mailto}>{technology.contactEmail}</a> : technology.contactEmail}</dd>
            </div>
          ) : null}
          {technology.contactPhone ? (
            <div>
              <dt>Phone</dt>
              <dd>{technology.contactPhone}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
    </aside>
  );
}
