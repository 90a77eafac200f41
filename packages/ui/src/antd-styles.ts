/**
 * antd's stylesheet, built for its default theme on CSS variables. The portal runs antd with
 * `zeroRuntime` (see theme.ts): components read these rules instead of generating their CSS in
 * JavaScript on every first render, and the portal's tokens still apply, as CSS variables. Shared
 * as a singleton through Module Federation (federation.ts) so a page loads it once: from the shell
 * in the portal, from the remote itself on a partner's page.
 */
import 'antd/dist/antd.css';
