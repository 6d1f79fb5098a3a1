/** A customer's password, after trimming (spec §5): the same bounds in the API, the forms and their hints. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
