// Remix's compiler turns an imported font file into its hashed public URL.
declare module "*.woff2" {
  const url: string;
  export default url;
}
