import { ModalProvider } from "#mantine/components/Modal/Modal.context.mjs";
import modalClasses from "#mantine/components/Modal/Modal.module.css.mjs";
import { ModalBase } from "#mantine/components/ModalBase/ModalBase.mjs";
import { createVarsResolver } from "#mantine/core/styles-api/create-vars-resolver/create-vars-resolver.mjs";
import { useStyles } from "#mantine/core/styles-api/use-styles/use-styles.mjs";
import { getDefaultZIndex } from "#mantine/core/utils/get-default-z-index/get-default-z-index.mjs";
import { getSize } from "#mantine/core/utils/get-size/get-size.mjs";
import type { ModalBaseProps, ModalFactory } from "@mantine/core";
import { forwardRef } from "react";

/** Space above and below a dialog too tall for the window, as Mantine's Modal leaves. */
const Y_OFFSET = "5dvh";

const dialogVars = createVarsResolver<ModalFactory>((_theme, { size }) => ({
  // The radius and side offsets are left to Modal.css's defaults, as Mantine's root leaves them without props.
  root: { "--modal-size": getSize(size, "modal-size"), "--modal-y-offset": Y_OFFSET, "--modal-radius": undefined, "--modal-x-offset": undefined },
}));

type DialogRootProps = Omit<ModalBaseProps, "size"> & {
  /** Any CSS width, or one of the theme's sizes; the theme's `md` by default. */
  size?: string;
  centered?: boolean;
  "data-dialog-chunk"?: string;
};

/**
 * The dialogs' root: Mantine's `Modal.Root` with its look (the same class names, so Modal.css and
 * our overrides apply) and behaviour (its focus trap, Escape, scroll lock and transition, from
 * `ModalBase`), composed here because Mantine's own root imports its ScrollArea only to compare
 * a prop with it, and with it 5 kB of gzip on every page's first load (the home page's budget is
 * 150 kB; decision 043). `Modal.Overlay`, `Modal.Content` and the rest read what they need from
 * the context this provides.
 */
export const DialogRoot = forwardRef<HTMLDivElement, DialogRootProps>(function DialogRoot({ size, centered, children, ...base }, ref) {
  const getStyles = useStyles<ModalFactory>({
    name: "Modal",
    classes: modalClasses,
    props: { size, centered, ...base },
    varsResolver: dialogVars,
  });
  return (
    <ModalProvider value={{ yOffset: Y_OFFSET, scrollAreaComponent: undefined, getStyles, fullScreen: false }}>
      <ModalBase
        ref={ref}
        {...getStyles("root")}
        data-centered={centered || undefined}
        trapFocus
        returnFocus
        lockScroll
        keepMounted={false}
        zIndex={getDefaultZIndex("modal")}
        {...base}
      >
        {children}
      </ModalBase>
    </ModalProvider>
  );
});
