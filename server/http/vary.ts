/** Adds `name` to the answer's Vary unless it is there already (or Vary is `*`). */
export function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (current?.trim() === '*') return;
  const listed = current?.split(',').map((part) => part.trim().toLowerCase()) ?? [];
  if (!listed.includes(name.toLowerCase())) headers.set('vary', current ? `${current}, ${name}` : name);
}
