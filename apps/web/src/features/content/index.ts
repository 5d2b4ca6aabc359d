// Public-site content screens (issue 16): banners, sliders, events, conventions, subscribers. Other
// features use nothing of it; the app composes its routes.
export { contentRoutes } from "./routes";
