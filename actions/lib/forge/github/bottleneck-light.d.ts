// Bottleneck's build without its Redis clustering, which @octokit/plugin-throttling also loads; same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
