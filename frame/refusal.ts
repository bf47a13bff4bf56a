/**
 * A refusal meant for people: its message goes back to the app as the request's ERROR reply. Any other failure in the
 * frame answers 'An error occurred', so that nothing internal (a stack, a library's words) leaves the frame.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}
