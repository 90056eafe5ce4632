import { PRODUCT_NAME } from '@platform/shared-ui/core';
import { Link } from 'react-router-dom';
import styles from './legal-document.module.css';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocumentProps {
  title: string;
  /** When the text last changed, as shown to the reader. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal page: title, date, a table of contents and numbered sections, readable on any screen. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const anchor = (index: number) => `section-${index + 1}`;
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
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`}>
          <h2 id={`${anchor(index)}-heading`} className={styles.heading}>
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
