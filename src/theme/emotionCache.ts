/** The key of the app's emotion cache: its class names are `css-<id>`, on the server as in the browser. */
export const EMOTION_KEY = 'css';
