/** The longest a section may be, in characters after trimming. */
export const BRIEF_SECTION_MAX: 10000;
export namespace BRIEF_MESSAGES {
    function required(section: string): string;
    function tooLong(section: string): string;
}
