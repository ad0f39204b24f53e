/** The ids after the visitor ticks or unticks `id`; a newly ticked id goes last. */
export function toggledIds(ids: readonly string[], id: string, checked: boolean): string[] {
  if (!checked) return ids.filter((ticked) => ticked !== id);
  return ids.includes(id) ? [...ids] : [...ids, id];
}
