export const SERVICES: readonly [{
    readonly name: "Development";
    readonly serviceType: "Development Services";
    readonly summary: "Websites, web apps and mobile apps built by vetted engineers.";
    readonly tags: readonly ["Web apps", "Mobile apps", "APIs", "E-commerce"];
}, {
    readonly name: "Design";
    readonly serviceType: "Design Services";
    readonly summary: "Brand, product and UI/UX design from a managed team.";
    readonly tags: readonly ["UI/UX", "Branding", "Logos", "Prototypes"];
}, {
    readonly name: "Support";
    readonly serviceType: "Support Services";
    readonly summary: "Maintenance, fixes and technical support when you need it.";
    readonly tags: readonly ["Maintenance", "Bug fixes", "Hosting", "Help desk"];
}, {
    readonly name: "Training";
    readonly serviceType: "Training Services";
    readonly summary: "Hands-on training for your team on tools and processes.";
    readonly tags: readonly ["Workshops", "Courses", "Tools", "Onboarding"];
}, {
    readonly name: "Recruitment";
    readonly serviceType: "Recruitment Services";
    readonly summary: "Find and hire pre-vetted talent for your projects.";
    readonly tags: readonly ["Vetted talent", "Freelancers", "Teams", "Hiring"];
}, {
    readonly name: "On-Demand Printing";
    readonly serviceType: "Printing Services";
    readonly summary: "Print your designs, merchandise and marketing material.";
    readonly tags: readonly ["Merchandise", "Flyers", "Banners", "Business cards"];
}];
/** @typedef {(typeof SERVICES)[number]} Service */
/** @typedef {Service['name']} ServiceName */
/** @typedef {Service['serviceType']} ServiceType */
/**
 * The `serviceType` options as the spec's entities lists them (alphabetical).
 * @type {readonly ServiceType[]}
 */
export const SERVICE_TYPES: readonly ServiceType[];
export type Service = (typeof SERVICES)[number];
export type ServiceName = Service["name"];
export type ServiceType = Service["serviceType"];
