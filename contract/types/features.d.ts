export namespace FEATURE_LIMITS {
    let name: 120;
    let text: 2000;
    let specifications: 30;
    let sprint: 60;
}
export namespace FEATURE_MESSAGES {
    let required: "Feature name and specification are required.";
    let nameTooLong: "Feature name must be at most 120 characters.";
    let textTooLong: "Feature descriptions and specifications must be at most 2000 characters each.";
    let tooManySpecifications: "A feature may have at most 30 specifications.";
    let sprintTooLong: "Sprint must be at most 60 characters.";
    let added: "Feature added successfully!";
    let updated: "Feature updated successfully!";
}
export function specificationLines(text: string): string[];
