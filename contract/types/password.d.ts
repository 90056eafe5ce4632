/**
 * The first rule the password breaks, or null when it is acceptable.
 * @param {string} password
 * @returns {string | null}
 */
export function passwordProblem(password: string): string | null;
export namespace PASSWORD_LENGTH {
    let min: 8;
    let max: 128;
}
export namespace PASSWORD_MESSAGES {
    let tooShort: "Password must be at least 8 characters long.";
    let tooLong: "Password must be at most 128 characters long.";
    let tooWeak: "Password must include an uppercase letter, a number and a special character.";
}
/** The rule as guidance, wherever a password is chosen. */
export const PASSWORD_GUIDANCE: string;
