// The playground's entry: its page styles and the app element.
import './styles.css';
import './cs-app.js';
