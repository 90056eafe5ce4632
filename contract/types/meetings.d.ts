/**
 * 'Monday, 5th January, 2025, 2:30PM'.
 * @param {MeetingClock} clock
 */
export function meetingTimeText({ weekday, day, month, year, hour, minute }: MeetingClock): string;
export type MeetingClock = {
    /**
     * "Monday"
     */
    weekday: string;
    /**
     * 1 to 31
     */
    day: number;
    /**
     * "January"
     */
    month: string;
    year: number;
    /**
     * 0 to 23
     */
    hour: number;
    /**
     * 0 to 59
     */
    minute: number;
};
