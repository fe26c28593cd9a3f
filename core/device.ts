// requirements §1: phones and tablets named by the spec get the full-screen desktop notice.
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && MOBILE_USER_AGENT.test(userAgent);
}
