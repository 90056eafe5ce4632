export namespace FORM_MESSAGES {
    let botSuspected: "Bad Request.";
    let allRequired: "All fields are required.";
    let invalidEmail: "Please enter a valid email address.";
}
export namespace ACCOUNT_MESSAGES {
    let loginNarrowScreen: "Login is only allowed on larger screen devices.";
    let registerNarrowScreen: "Account creation is only allowed on larger screen devices.";
    let passwordsDiffer: "Passwords do not match.";
    let termsRequired: "You must agree to the terms of service.";
}
export namespace GOOGLE_RETURN_MESSAGES {
    let created: "Account created successfully.";
    let profileIncomplete: "Profile incomplete. Please complete your profile.";
    let loggedIn: "Account logged in successfully.";
    let failed: "Google login failed. Please try again.";
}
/** The largest profile picture, in bytes. */
export const PROFILE_PICTURE_MAX_BYTES: number;
export namespace PROFILE_LIMITS {
    let name: 100;
    let text: 200;
    let teamMembers: 100000;
}
export namespace PROFILE_MESSAGES {
    let required: "All fields, including profile picture, are required.";
    let notAnImage: "The profile picture must be an image file (JPEG, PNG, GIF or WebP).";
    let tooLarge: "The profile picture must be 5 MB or smaller.";
    let teamSize: "Number of team members must be a whole number of at least 1.";
    let tooLong: "Business name, industry and address must be at most 200 characters long.";
}
export namespace PROFILE_EDIT_MESSAGES {
    let namesRequired: "First and last name are required.";
    let nameTooLong: "Names must be at most 100 characters long.";
    let businessIncomplete: "Business name, industry, address and number of team members are all required.";
}
