import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Screens are loaded when first opened (lazy routes): on a loaded machine the first import of a screen's
// module in a test can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and element sizes; happy-dom has neither in full.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Mantine's autosize textareas listen for font loading; happy-dom has no document.fonts.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
