/** The Let's Talk form's six message types. */
export const MESSAGE_TYPES: readonly ["General Enquiry", "Project SetUp", "Request Follow Up", "Custom Request", "Schedule A Call", "Other"];
/** The service request's three contact methods; Email when left out. */
export const CONTACT_METHODS: readonly ["Email", "Phone", "Chat"];
export namespace REQUEST_LOOKUP_MESSAGES {
    let required: "Email is required";
    let email: "Enter a valid email address";
}
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type ContactMethodLabel = (typeof CONTACT_METHODS)[number];
