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

// Modal's context and class names, which the package's index does not export: the dialogs' own root
// provides them (app/components/auth/DialogRoot.tsx, decision 043).
declare module "#mantine/components/Modal/Modal.context.mjs" {
  import type { ReactNode } from "react";
  import type { ModalFactory, useStyles } from "@mantine/core";
  export const ModalProvider: (props: {
    value: {
      fullScreen: boolean | undefined;
      yOffset: string | number | undefined;
      scrollAreaComponent: undefined;
      getStyles: ReturnType<typeof useStyles<ModalFactory>>;
    };
    children: ReactNode;
  }) => JSX.Element;
}
declare module "#mantine/components/Modal/Modal.module.css.mjs" {
  const classes: Record<string, string>;
  export default classes;
}
