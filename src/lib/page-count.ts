/** How many pages `total` rows make at `pageSize` a page: at least one, so an empty list still has page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
