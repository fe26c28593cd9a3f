import { createContext, useContext } from "react";

// The CSP nonce of this response (server) or "" (browser, which hides nonces from the DOM).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
