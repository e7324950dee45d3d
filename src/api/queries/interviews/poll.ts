// How often a page showing a running interview asks the server again. The countdown itself runs in the browser
// from the server's last figure; this only catches a session that ended elsewhere (another tab gave it up or
// submitted its last problem), rarely enough for a shared server.
export const INTERVIEW_POLL_MS = 30_000;
