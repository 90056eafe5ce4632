export * from "./fields.js";
export * from "./password.js";
export * from "./remotes.js";
export * from "./team-payments.js";
