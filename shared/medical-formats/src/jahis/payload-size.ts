/**
 * The most a JAHIS payload is read at, in bytes or characters, over all its symbols. A notebook or
 * a prescription fills at most 16 QR symbols of under 3 kB each; anything far larger is no such
 * code, and refusing it before reading keeps a pasted file from tying up the page or a command
 * line (a 20 MB notebook file took 5.6 s and 1.9 GB to read).
 */
export const MAX_JAHIS_PAYLOAD_LENGTH = 256 * 1024;
