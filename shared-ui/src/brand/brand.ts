/** The product's name (docs/decisions.md "First impression"). */
export const PRODUCT_NAME = 'Buildbay';

export const PRODUCT_TAGLINE = 'Design, development and more, on demand';

/** A page's document title: "Pricing · Buildbay"; the home page reads "Buildbay · <tagline>". */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`;
}
