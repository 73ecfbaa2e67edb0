// The three stylised scenes of the home page's Trending Destinations (spec 1 §2: Bali, Swiss
// Alps, Kyoto), drawn as SVG because none of the freely licensed photos shows these places.
// Used by scripts/make-images.mjs.

const W = 1600;
const H = 900;

/** Deterministic pseudo-random numbers so the images are reproducible. */
function rng(seed) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter><filter id="haze"><feGaussianBlur stdDeviation="18"/></filter></defs>${body}</svg>`;

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

function palm(x, y, s, color) {
  const fronds = [-150, -120, -80, -40, -10, 20]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = x + Math.cos(r) * 120 * s;
      const ey = y + Math.sin(r) * 60 * s + 40 * s;
      return `<path d="M${x} ${y} Q${(x + ex) / 2} ${y - 50 * s} ${ex} ${ey}" stroke="${color}" stroke-width="${14 * s}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x} ${y} Q${x + 30 * s} ${y + 200 * s} ${x + 10 * s} ${y + 380 * s}" stroke="${color}" stroke-width="${16 * s}" fill="none"/>${fronds}`;
}

export function bali() {
  const rand = rng(7);
  const terraces = Array.from({ length: 9 }, (_, i) => {
    const y = 520 + i * 48;
    const g = ['#5f8f2f', '#77a83a', '#8fbf45', '#6b9a33', '#a3c94f'][i % 5];
    const wobble = () => Math.round(rand() * 40 - 20);
    return `<path d="M0 ${y + wobble()} C400 ${y - 50 + wobble()} 800 ${y + 40 + wobble()} 1600 ${y - 30 + wobble()} L1600 900 L0 900 Z" fill="${g}"/><path d="M0 ${y} C400 ${y - 50} 800 ${y + 40} 1600 ${y - 30}" stroke="#e9d48a" stroke-opacity="0.35" stroke-width="4" fill="none"/>`;
  }).join('');
  return svg(
    linear('sky', [
      [0, '#3b2a6b'],
      [0.35, '#b8477a'],
      [0.62, '#f28a4b'],
      [0.8, '#ffd27a'],
    ]) +
      `<radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#ffb65c" stop-opacity="0"/></radialGradient>`,
    `<rect width="1600" height="900" fill="url(#sky)"/>
     <circle cx="1180" cy="440" r="280" fill="url(#sun)"/><circle cx="1180" cy="440" r="78" fill="#fff1c4"/>
     <path d="M520 560 L800 330 Q820 312 846 330 L1120 560 Z" fill="#5b3f6e"/>
     <path d="M780 345 Q820 300 866 345 L840 360 L812 352Z" fill="#7b5a86"/>
     <path d="M0 560 C300 500 500 540 800 520 C1100 500 1300 540 1600 500 L1600 900 L0 900Z" fill="#3f6b2a"/>
     ${terraces}
     ${palm(240, 330, 1.1, '#1f2a1c')}${palm(1390, 380, 0.9, '#1f2a1c')}${palm(1500, 300, 1.2, '#1a2418')}`,
  );
}

export function alps() {
  const trees = Array.from({ length: 26 }, (_, i) => {
    const x = i * 64 + (i % 3) * 12;
    const h = 90 + (i % 4) * 30;
    return `<path d="M${x} 720 L${x + 28} ${720 - h} L${x + 56} 720Z" fill="#163b33"/>`;
  }).join('');
  const peaks = `<path d="M-50 620 L260 250 L420 430 L640 140 L900 470 L1080 260 L1300 520 L1450 330 L1700 620Z" fill="#4f6b8a"/>
    <path d="M260 250 L330 335 L300 330 L270 360 L240 320 L210 310Z M640 140 L720 240 L690 232 L650 270 L610 236 L570 228Z M1080 260 L1150 340 L1120 335 L1085 365 L1050 330Z M1450 330 L1510 400 L1470 395 L1440 420 L1410 390Z" fill="#f4f8fb"/>`;
  return svg(
    linear('sky', [
      [0, '#3f86c9'],
      [0.6, '#9fd0ef'],
      [1, '#e8f5fb'],
    ]) +
      linear('lake', [
        [0, '#4fc2c0'],
        [1, '#1c6f7a'],
      ]),
    `<rect width="1600" height="900" fill="url(#sky)"/>
     <ellipse cx="420" cy="150" rx="180" ry="40" fill="#fff" opacity="0.7" filter="url(#haze)"/>
     <ellipse cx="1200" cy="110" rx="220" ry="45" fill="#fff" opacity="0.6" filter="url(#haze)"/>
     <path d="M-50 640 L180 380 L380 520 L560 330 L800 560 L1000 380 L1250 580 L1500 420 L1700 640Z" fill="#8aa6c0" opacity="0.7"/>
     ${peaks}
     <path d="M0 640 C400 600 1200 600 1600 640 L1600 900 L0 900Z" fill="#2f5d3a"/>
     <rect y="700" width="1600" height="200" fill="url(#lake)"/>
     <g opacity="0.3" transform="translate(0 1420) scale(1 -1)">${peaks}</g>
     <rect y="700" width="1600" height="200" fill="url(#lake)" opacity="0.55"/>
     ${trees}
     <path d="M0 700 L1600 700" stroke="#e8f5fb" stroke-opacity="0.6" stroke-width="3"/>`,
  );
}

export function kyoto() {
  const rand = rng(11);
  const blossoms = Array.from({ length: 160 }, () => {
    const side = rand() < 0.5;
    const x = side ? rand() * 520 : 1080 + rand() * 520;
    const y = 380 + rand() * 420;
    const r = 18 + rand() * 34;
    const c = ['#f7b6c8', '#f29bb3', '#fbd3de', '#e987a3'][Math.floor(rand() * 4)];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${c}" opacity="0.9"/>`;
  }).join('');
  const tiers = Array.from({ length: 5 }, (_, i) => {
    const y = 610 - i * 78;
    const w = 190 - i * 22;
    return `<rect x="${800 - w / 2 + 30}" y="${y - 40}" width="${w - 60}" height="42" fill="#3b1f2b"/><path d="M${800 - w} ${y - 36} Q800 ${y - 70} ${800 + w} ${y - 36} L${800 + w - 30} ${y - 24} L${800 - w + 30} ${y - 24}Z" fill="#2a1620"/>`;
  }).join('');
  return svg(
    linear('sky', [
      [0, '#3c3a78'],
      [0.45, '#a26aa5'],
      [0.75, '#f3a98b'],
      [1, '#ffd9b0'],
    ]),
    `<rect width="1600" height="900" fill="url(#sky)"/>
     <circle cx="1250" cy="220" r="60" fill="#fff3e0" opacity="0.9"/>
     <path d="M0 560 C300 470 500 520 800 480 C1100 440 1300 500 1600 460 L1600 900 L0 900Z" fill="#5d4a78" opacity="0.8"/>
     <rect x="794" y="150" width="12" height="110" fill="#2a1620"/>
     ${tiers}
     <rect x="740" y="600" width="120" height="120" fill="#3b1f2b"/>
     <path d="M0 720 C400 680 1200 680 1600 720 L1600 900 L0 900Z" fill="#2f2438"/>
     <g filter="url(#soft)">${blossoms}</g>
     <path d="M0 820 L1600 820 L1600 900 L0 900Z" fill="#251c2c"/>`,
  );
}

export const SCENES = { bali, 'swiss-alps': alps, kyoto };
export const SCENE_SIZE = { width: W, height: H };
