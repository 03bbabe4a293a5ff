/** Good morning before 12:00, Good afternoon before 18:00, otherwise Good evening (spec section 2). */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
