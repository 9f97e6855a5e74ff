// The site's Eleventy configuration is applied programmatically by site/generator/eleventy.ts (run by
// `dirhub build`), which also supplies the archive data. This file only keeps Eleventy from reading
// any other configuration file.
export default function () {}
