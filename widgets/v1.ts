/**
 * The widgets, one ES module at /widgets/v1.js:
 *   <script type="module" src="https://FIRM/widgets/v1.js"></script>
 * defines <firm-enquiry-form>, <firm-quote-form> and <firm-whatsapp-float>,
 * each rendering into its own shadow root. See widgets/README.md.
 */
import './enquiry-form.tsx';
import './quote-form.tsx';
import './whatsapp-float.tsx';
