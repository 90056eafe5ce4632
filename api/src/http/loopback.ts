/** Whether `address` (an IP, or a host name to listen on) is this machine only. */
export function isLoopback(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    plain === 'localhost' ||
    plain === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(plain) ||
    /^::ffff:127\.\d+\.\d+\.\d+$/.test(plain)
  );
}
