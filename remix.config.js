/** Classic Remix compiler (docs/stack.md). @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  // Mantine is imported one component file at a time (docs/decisions/020); bundling all of it keeps
  // one copy on the server, shared with the packages that import its index (notifications, charts).
  serverDependenciesToBundle: [/^@mantine\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // The whole route manifest is one cached file instead of a part inlined in every page and
    // fetched on navigation (docs/decisions/026).
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
