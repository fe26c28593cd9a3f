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
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
