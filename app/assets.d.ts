// Remix's compiler turns an imported font file into its hashed public URL.
declare module "*.woff2" {
  const url: string;
  export default url;
}

// An imported stylesheet (not a side-effect import) is its hashed public URL, for a route's links.
declare module "*.css" {
  const url: string;
  export default url;
}

// Mantine's components imported one file each (docs/decisions/022): the package's own types.
declare module "#mantine/*" {
  export * from "@mantine/core";
}
