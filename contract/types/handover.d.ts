export const RATING_COMMENT_MAX: 1000;
export namespace HANDOVER_MESSAGES {
    let notCompleted: "The handover is ready once every milestone is accepted and paid.";
    let alreadyRated: "This project's team has already been rated.";
    let stars: "Choose a rating from 1 to 5 stars.";
    let comment: `Keep the comment to ${string} characters.`;
    let rated: "Thank you for rating the team.";
}
