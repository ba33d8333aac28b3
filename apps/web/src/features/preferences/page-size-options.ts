/** A list's usual page sizes with the user's preferred one (items per page) among them, ascending. */
export function pageSizeOptionsWith(options: readonly number[], preferred: number): number[] {
  return [...new Set([...options, preferred])].sort((a, b) => a - b);
}
