/** The header's greeting: the shell's, and the console frame's while the shell loads. */
export function welcomeLine(fullName: string | undefined): string {
  return fullName ? `Welcome back, ${fullName}` : 'Welcome back';
}
