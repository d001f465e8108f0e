/** Shorter search text makes no call (the spec: fewer than 2 characters clears the results). */
export const searchMinLength = 2;
export const searchMaxLength = 200;
