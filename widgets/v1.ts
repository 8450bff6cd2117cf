/**
 * The partner widgets, one ES module: `<script type="module" src=".../widgets/v1.js">`.
 * Each widget is a custom element rendering into its own shadow root.
 */
import './whatsapp-float.tsx';
