/** @type {import('next').NextConfig} */
export default {
  // The test serves what `next build` made; no telemetry, no image optimiser.
  images: { unoptimized: true },
};
