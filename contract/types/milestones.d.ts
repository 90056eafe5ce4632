/** The longest title a milestone split off may have. */
export const MILESTONE_TITLE_MAX: 120;
export namespace MILESTONE_SPLIT_MESSAGES {
    let titleRequired: "Give the new milestone a title (up to 120 characters).";
    let dueDate: "Please pick a real due date.";
    let dueDateRange: "The due date must be between today and the due date of the milestone it is split from.";
    let features: "Pick features of this milestone only, and leave it at least one when it has several.";
    let amount: "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.";
}
