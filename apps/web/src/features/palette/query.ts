/** The longest text the server searches. */
export const MAX_QUERY = 100;
