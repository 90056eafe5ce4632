import { PRODUCT_NAME } from '@platform/shared-ui/core';
import { legalSectionAnchor } from '@platform/contract';
import type { LegalText } from '@platform/contract';
import { Link } from 'react-router-dom';
import styles from './legal-document.module.css';

/**
 * A legal page: title, date, a table of contents and numbered sections, readable on any screen. Its anchors
 * are the ones the site chat links to.
 */
export function LegalDocument({ text }: { text: LegalText }) {
  const { title, updated, intro, sections } = text;
  return (
    <article className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated {updated}</p>
        <p>{intro}</p>
      </header>
      <nav aria-label="Contents" className={styles.contents}>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${legalSectionAnchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={legalSectionAnchor(index)}
          aria-labelledby={`${legalSectionAnchor(index)}-heading`}
        >
          <h2 id={`${legalSectionAnchor(index)}-heading`} className={styles.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={styles.contact}>
        Questions about this page? <Link to="/lets-talk">Write to the {PRODUCT_NAME} team</Link>.
      </p>
    </article>
  );
}
