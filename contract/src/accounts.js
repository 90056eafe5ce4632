// @ts-check

/*
 * The texts of the spec's validation rules that the pages show before sending and the API answers: the rules every form
 * starts with, and the account forms' own (login, register, profile).
 */

export const FORM_MESSAGES = /** @type {const} */ ({
  /** A filled honeypot: a bot, told nothing more. */
  botSuspected: 'Bad Request.',
  allRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
});

export const ACCOUNT_MESSAGES = /** @type {const} */ ({
  loginNarrowScreen: 'Login is only allowed on larger screen devices.',
  registerNarrowScreen: 'Account creation is only allowed on larger screen devices.',
  passwordsDiffer: 'Passwords do not match.',
  termsRequired: 'You must agree to the terms of service.',
});

/** What a Google sign-in's return says (the spec's states and transitions "Google return"); the page routes by it. */
export const GOOGLE_RETURN_MESSAGES = /** @type {const} */ ({
  created: 'Account created successfully.',
  profileIncomplete: 'Profile incomplete. Please complete your profile.',
  loggedIn: 'Account logged in successfully.',
  failed: 'Google login failed. Please try again.',
});

/** The largest profile picture, in bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest first or last name, the longest business name, industry or address, and the largest team. */
export const PROFILE_LIMITS = /** @type {const} */ ({ name: 100, text: 200, teamMembers: 100_000 });

export const PROFILE_MESSAGES = /** @type {const} */ ({
  required: 'All fields, including profile picture, are required.',
  notAnImage: 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).',
  tooLarge: `The profile picture must be ${PROFILE_PICTURE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  teamSize: 'Number of team members must be a whole number of at least 1.',
  tooLong: `Business name, industry and address must be at most ${PROFILE_LIMITS.text} characters long.`,
});

/** Settings' profile (names, and the business details all four or none): the page checks them, the API answers them. */
export const PROFILE_EDIT_MESSAGES = /** @type {const} */ ({
  namesRequired: 'First and last name are required.',
  nameTooLong: `Names must be at most ${PROFILE_LIMITS.name} characters long.`,
  businessIncomplete: 'Business name, industry, address and number of team members are all required.',
});
