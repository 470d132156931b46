/** Spec 2 §9: the hourly report's series colours, in the order of the dates (black, red, blue, green). */
export const HOURLY_SERIES_COLORS = ['dark.9', 'red.7', 'blue.7', 'green.7'] as const;
