/** Short ids for jobs and schedules: eight hex digits of a UUID, unique enough within one document. */
export function newId(): string {
  return Utilities.getUuid().slice(0, 8);
}
