// Public-site content (issue 16): banners, sliders, content images and the public feed.
export * from "./banners";
export * from "./feed";
export * from "./images";
export * from "./sliders";
