/** The guide's one time zone: instants are stored in UTC and shown on New York clocks. */
export const GUIDE_TIME_ZONE = 'America/New_York';
