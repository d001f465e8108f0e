// Apart from the review schema, so the product page can size its form and page its reviews without loading zod.

/** Reviews shown on the product page at first and per "show more" page. */
export const reviewsPerPage = 10;

export const reviewLimits = { name: { min: 2, max: 80 }, text: { min: 10, max: 2000 }, rating: { min: 1, max: 5 } } as const;

/** The {min}/{max} a review message needs, by field. */
export function reviewMessageVars(field: string): { min?: number; max?: number } {
  return field in reviewLimits ? reviewLimits[field as keyof typeof reviewLimits] : {};
}
