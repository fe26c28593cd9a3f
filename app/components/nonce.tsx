import { createContext, useContext } from "react";

// The CSP nonce of this response (server) or "" (browser, which hides nonces from the DOM);
// undefined for a page rendered for the page cache, whose scripts then carry no nonce attribute.
const NonceContext = createContext<string | undefined>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
