/**
 * @typedef {{ heading: string, paragraphs: readonly string[] }} LegalSection
 * @typedef {{ path: '/terms' | '/privacy', title: string, updated: string, intro: string, sections: readonly LegalSection[] }} LegalText
 */
/** /terms: the terms of service that sign-up asks people to accept. */
/** @type {LegalText} */
export const TERMS_OF_SERVICE: LegalText;
/** /privacy: how personal data is handled, linked from sign-up and the footer. */
/** @type {LegalText} */
export const PRIVACY_POLICY: LegalText;
export function legalSectionAnchor(index: number): string;
export type LegalSection = {
    heading: string;
    paragraphs: readonly string[];
};
export type LegalText = {
    path: "/terms" | "/privacy";
    title: string;
    updated: string;
    intro: string;
    sections: readonly LegalSection[];
};
