// @ts-check

/* The choices of the public site's forms (the spec's entities), in its order and spelling. */

/** The Let's Talk form's six message types. */
export const MESSAGE_TYPES = /** @type {const} */ ([
  'General Enquiry',
  'Project SetUp',
  'Request Follow Up',
  'Custom Request',
  'Schedule A Call',
  'Other',
]);

/** The service request's three contact methods; Email when left out. */
export const CONTACT_METHODS = /** @type {const} */ (['Email', 'Phone', 'Chat']);

/** The My Requests lookup's own words for its one field. */
export const REQUEST_LOOKUP_MESSAGES = /** @type {const} */ ({
  required: 'Email is required',
  email: 'Enter a valid email address',
});

/** @typedef {(typeof MESSAGE_TYPES)[number]} MessageType */
/** @typedef {(typeof CONTACT_METHODS)[number]} ContactMethodLabel */
